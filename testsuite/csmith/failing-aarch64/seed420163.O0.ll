; ModuleID = 'p.c'
source_filename = "p.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.S1 = type { i64, i64 }
%union.U2 = type { i64 }
%struct.S0 = type { [17 x i8] }

@.str = private unnamed_addr constant [2 x i8] c"1\00", align 1
@g_2 = internal global i8 5, align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"g_2\00", align 1
@g_22 = internal global i64 625725931913987784, align 8
@.str.2 = private unnamed_addr constant [5 x i8] c"g_22\00", align 1
@g_23 = internal global [1 x i16] [i16 9], align 2
@.str.3 = private unnamed_addr constant [8 x i8] c"g_23[i]\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1
@g_25 = internal global [2 x i64] [i64 8401451672616660020, i64 8401451672616660020], align 8
@.str.5 = private unnamed_addr constant [8 x i8] c"g_25[i]\00", align 1
@g_28 = internal global i32 0, align 4
@.str.6 = private unnamed_addr constant [5 x i8] c"g_28\00", align 1
@g_36 = internal global i16 7526, align 2
@.str.7 = private unnamed_addr constant [5 x i8] c"g_36\00", align 1
@g_66 = internal global i16 6, align 2
@.str.8 = private unnamed_addr constant [5 x i8] c"g_66\00", align 1
@g_87 = internal global i32 1614043365, align 4
@.str.9 = private unnamed_addr constant [5 x i8] c"g_87\00", align 1
@g_99 = internal global i64 -1919068503159152354, align 8
@.str.10 = private unnamed_addr constant [5 x i8] c"g_99\00", align 1
@g_101 = internal global [5 x i32] [i32 -1902254797, i32 -1902254797, i32 -1902254797, i32 -1902254797, i32 -1902254797], align 4
@.str.11 = private unnamed_addr constant [9 x i8] c"g_101[i]\00", align 1
@g_107 = internal global i8 -1, align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"g_107\00", align 1
@g_126 = internal global i32 -1, align 4
@.str.13 = private unnamed_addr constant [6 x i8] c"g_126\00", align 1
@g_128 = internal global %struct.S1 { i64 -1035909950230116815, i64 1998742319737597102 }, align 8
@.str.14 = private unnamed_addr constant [9 x i8] c"g_128.f0\00", align 1
@.str.15 = private unnamed_addr constant [9 x i8] c"g_128.f1\00", align 1
@g_144 = internal global [2 x [8 x i8]] [[8 x i8] c"\00\07\00\07\00\07\00\07", [8 x i8] c"\00\07\00\07\00\07\00\07"], align 1
@.str.16 = private unnamed_addr constant [12 x i8] c"g_144[i][j]\00", align 1
@.str.17 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1
@g_226 = internal global i16 -24258, align 2
@.str.18 = private unnamed_addr constant [6 x i8] c"g_226\00", align 1
@g_245 = internal global i64 -2, align 8
@.str.19 = private unnamed_addr constant [6 x i8] c"g_245\00", align 1
@.str.20 = private unnamed_addr constant [6 x i8] c"g_261\00", align 1
@g_269 = internal global [8 x i64] [i64 1, i64 -7867972820013909899, i64 1, i64 -7867972820013909899, i64 1, i64 -7867972820013909899, i64 1, i64 -7867972820013909899], align 8
@.str.21 = private unnamed_addr constant [9 x i8] c"g_269[i]\00", align 1
@.str.22 = private unnamed_addr constant [6 x i8] c"g_304\00", align 1
@.str.23 = private unnamed_addr constant [6 x i8] c"g_306\00", align 1
@g_309 = internal global i32 -1, align 4
@.str.24 = private unnamed_addr constant [6 x i8] c"g_309\00", align 1
@g_337 = internal global i8 93, align 1
@.str.25 = private unnamed_addr constant [6 x i8] c"g_337\00", align 1
@g_383 = internal global i64 -551129155159644873, align 8
@.str.26 = private unnamed_addr constant [6 x i8] c"g_383\00", align 1
@g_408 = internal global i32 -1264890241, align 4
@.str.27 = private unnamed_addr constant [6 x i8] c"g_408\00", align 1
@g_493 = internal global i8 -22, align 1
@.str.28 = private unnamed_addr constant [6 x i8] c"g_493\00", align 1
@g_496 = internal global i32 0, align 4
@.str.29 = private unnamed_addr constant [6 x i8] c"g_496\00", align 1
@g_550 = internal constant %struct.S1 { i64 -7526270810936883786, i64 284563020655266829 }, align 8
@.str.30 = private unnamed_addr constant [9 x i8] c"g_550.f0\00", align 1
@.str.31 = private unnamed_addr constant [9 x i8] c"g_550.f1\00", align 1
@g_597 = internal global i16 1, align 2
@.str.32 = private unnamed_addr constant [6 x i8] c"g_597\00", align 1
@g_647 = internal global i64 -3177803584659147623, align 8
@.str.33 = private unnamed_addr constant [6 x i8] c"g_647\00", align 1
@g_735 = internal global [8 x %union.U2] [%union.U2 { i64 1901161297105804455 }, %union.U2 { i64 1901161297105804455 }, %union.U2 { i64 1901161297105804455 }, %union.U2 { i64 1901161297105804455 }, %union.U2 { i64 1901161297105804455 }, %union.U2 { i64 1901161297105804455 }, %union.U2 { i64 1901161297105804455 }, %union.U2 { i64 1901161297105804455 }], align 8
@.str.34 = private unnamed_addr constant [12 x i8] c"g_735[i].f0\00", align 1
@.str.35 = private unnamed_addr constant [12 x i8] c"g_735[i].f1\00", align 1
@.str.36 = private unnamed_addr constant [6 x i8] c"g_755\00", align 1
@g_774 = internal global i16 1, align 2
@.str.37 = private unnamed_addr constant [6 x i8] c"g_774\00", align 1
@.str.38 = private unnamed_addr constant [6 x i8] c"g_800\00", align 1
@g_803 = internal constant [4 x i8] c"QQQQ", align 1
@.str.39 = private unnamed_addr constant [9 x i8] c"g_803[i]\00", align 1
@.str.40 = private unnamed_addr constant [9 x i8] c"g_897.f0\00", align 1
@.str.41 = private unnamed_addr constant [9 x i8] c"g_897.f1\00", align 1
@.str.42 = private unnamed_addr constant [9 x i8] c"g_897.f2\00", align 1
@.str.43 = private unnamed_addr constant [9 x i8] c"g_897.f3\00", align 1
@.str.44 = private unnamed_addr constant [9 x i8] c"g_897.f4\00", align 1
@.str.45 = private unnamed_addr constant [9 x i8] c"g_897.f5\00", align 1
@.str.46 = private unnamed_addr constant [9 x i8] c"g_897.f6\00", align 1
@.str.47 = private unnamed_addr constant [9 x i8] c"g_899.f0\00", align 1
@.str.48 = private unnamed_addr constant [9 x i8] c"g_899.f1\00", align 1
@.str.49 = private unnamed_addr constant [9 x i8] c"g_899.f2\00", align 1
@.str.50 = private unnamed_addr constant [9 x i8] c"g_899.f3\00", align 1
@.str.51 = private unnamed_addr constant [9 x i8] c"g_899.f4\00", align 1
@.str.52 = private unnamed_addr constant [9 x i8] c"g_899.f5\00", align 1
@.str.53 = private unnamed_addr constant [9 x i8] c"g_899.f6\00", align 1
@g_1247 = internal global %union.U2 { i64 -1 }, align 8
@.str.54 = private unnamed_addr constant [10 x i8] c"g_1247.f0\00", align 1
@.str.55 = private unnamed_addr constant [10 x i8] c"g_1247.f1\00", align 1
@g_1249 = internal global %union.U2 { i64 -3779281643514759557 }, align 8
@.str.56 = private unnamed_addr constant [10 x i8] c"g_1249.f0\00", align 1
@.str.57 = private unnamed_addr constant [10 x i8] c"g_1249.f1\00", align 1
@g_1301 = internal global i32 -183609217, align 4
@.str.58 = private unnamed_addr constant [7 x i8] c"g_1301\00", align 1
@g_1344 = internal global i64 7307741809845693913, align 8
@.str.59 = private unnamed_addr constant [7 x i8] c"g_1344\00", align 1
@.str.60 = private unnamed_addr constant [10 x i8] c"g_1444.f0\00", align 1
@.str.61 = private unnamed_addr constant [10 x i8] c"g_1444.f1\00", align 1
@.str.62 = private unnamed_addr constant [10 x i8] c"g_1444.f2\00", align 1
@.str.63 = private unnamed_addr constant [10 x i8] c"g_1444.f3\00", align 1
@.str.64 = private unnamed_addr constant [10 x i8] c"g_1444.f4\00", align 1
@.str.65 = private unnamed_addr constant [10 x i8] c"g_1444.f5\00", align 1
@.str.66 = private unnamed_addr constant [10 x i8] c"g_1444.f6\00", align 1
@g_1454 = internal global %union.U2 { i64 4228277716412059454 }, align 8
@.str.67 = private unnamed_addr constant [10 x i8] c"g_1454.f0\00", align 1
@.str.68 = private unnamed_addr constant [10 x i8] c"g_1454.f1\00", align 1
@g_1528 = internal global i32 569595360, align 4
@.str.69 = private unnamed_addr constant [7 x i8] c"g_1528\00", align 1
@g_1569 = internal global [8 x %union.U2] [%union.U2 { i64 4 }, %union.U2 { i64 4 }, %union.U2 { i64 4 }, %union.U2 { i64 4 }, %union.U2 { i64 4 }, %union.U2 { i64 4 }, %union.U2 { i64 4 }, %union.U2 { i64 4 }], align 8
@.str.70 = private unnamed_addr constant [13 x i8] c"g_1569[i].f0\00", align 1
@.str.71 = private unnamed_addr constant [13 x i8] c"g_1569[i].f1\00", align 1
@g_1590 = internal global %union.U2 { i64 120302537710712937 }, align 8
@.str.72 = private unnamed_addr constant [10 x i8] c"g_1590.f0\00", align 1
@.str.73 = private unnamed_addr constant [10 x i8] c"g_1590.f1\00", align 1
@.str.74 = private unnamed_addr constant [10 x i8] c"g_1616.f0\00", align 1
@.str.75 = private unnamed_addr constant [10 x i8] c"g_1616.f1\00", align 1
@.str.76 = private unnamed_addr constant [10 x i8] c"g_1616.f2\00", align 1
@.str.77 = private unnamed_addr constant [10 x i8] c"g_1616.f3\00", align 1
@.str.78 = private unnamed_addr constant [10 x i8] c"g_1616.f4\00", align 1
@.str.79 = private unnamed_addr constant [10 x i8] c"g_1616.f5\00", align 1
@.str.80 = private unnamed_addr constant [10 x i8] c"g_1616.f6\00", align 1
@.str.81 = private unnamed_addr constant [10 x i8] c"g_1623.f0\00", align 1
@.str.82 = private unnamed_addr constant [10 x i8] c"g_1623.f1\00", align 1
@.str.83 = private unnamed_addr constant [10 x i8] c"g_1623.f2\00", align 1
@.str.84 = private unnamed_addr constant [10 x i8] c"g_1623.f3\00", align 1
@.str.85 = private unnamed_addr constant [10 x i8] c"g_1623.f4\00", align 1
@.str.86 = private unnamed_addr constant [10 x i8] c"g_1623.f5\00", align 1
@.str.87 = private unnamed_addr constant [10 x i8] c"g_1623.f6\00", align 1
@.str.88 = private unnamed_addr constant [13 x i8] c"g_1652[i].f0\00", align 1
@.str.89 = private unnamed_addr constant [13 x i8] c"g_1652[i].f1\00", align 1
@.str.90 = private unnamed_addr constant [13 x i8] c"g_1652[i].f2\00", align 1
@.str.91 = private unnamed_addr constant [13 x i8] c"g_1652[i].f3\00", align 1
@.str.92 = private unnamed_addr constant [13 x i8] c"g_1652[i].f4\00", align 1
@.str.93 = private unnamed_addr constant [13 x i8] c"g_1652[i].f5\00", align 1
@.str.94 = private unnamed_addr constant [13 x i8] c"g_1652[i].f6\00", align 1
@.str.95 = private unnamed_addr constant [13 x i8] c"g_1655[i].f0\00", align 1
@.str.96 = private unnamed_addr constant [13 x i8] c"g_1655[i].f1\00", align 1
@.str.97 = private unnamed_addr constant [13 x i8] c"g_1655[i].f2\00", align 1
@.str.98 = private unnamed_addr constant [13 x i8] c"g_1655[i].f3\00", align 1
@.str.99 = private unnamed_addr constant [13 x i8] c"g_1655[i].f4\00", align 1
@.str.100 = private unnamed_addr constant [13 x i8] c"g_1655[i].f5\00", align 1
@.str.101 = private unnamed_addr constant [13 x i8] c"g_1655[i].f6\00", align 1
@.str.102 = private unnamed_addr constant [10 x i8] c"g_1717.f0\00", align 1
@.str.103 = private unnamed_addr constant [10 x i8] c"g_1717.f1\00", align 1
@.str.104 = private unnamed_addr constant [10 x i8] c"g_1717.f2\00", align 1
@.str.105 = private unnamed_addr constant [10 x i8] c"g_1717.f3\00", align 1
@.str.106 = private unnamed_addr constant [10 x i8] c"g_1717.f4\00", align 1
@.str.107 = private unnamed_addr constant [10 x i8] c"g_1717.f5\00", align 1
@.str.108 = private unnamed_addr constant [10 x i8] c"g_1717.f6\00", align 1
@g_1730 = internal global i16 1, align 2
@.str.109 = private unnamed_addr constant [7 x i8] c"g_1730\00", align 1
@g_1754 = internal global [4 x i64] [i64 6138854401550083567, i64 6138854401550083567, i64 6138854401550083567, i64 6138854401550083567], align 8
@.str.110 = private unnamed_addr constant [10 x i8] c"g_1754[i]\00", align 1
@.str.111 = private unnamed_addr constant [10 x i8] c"g_1788.f0\00", align 1
@.str.112 = private unnamed_addr constant [10 x i8] c"g_1788.f1\00", align 1
@.str.113 = private unnamed_addr constant [10 x i8] c"g_1788.f2\00", align 1
@.str.114 = private unnamed_addr constant [10 x i8] c"g_1788.f3\00", align 1
@.str.115 = private unnamed_addr constant [10 x i8] c"g_1788.f4\00", align 1
@.str.116 = private unnamed_addr constant [10 x i8] c"g_1788.f5\00", align 1
@.str.117 = private unnamed_addr constant [10 x i8] c"g_1788.f6\00", align 1
@.str.118 = private unnamed_addr constant [16 x i8] c"g_1811[i][j].f0\00", align 1
@.str.119 = private unnamed_addr constant [16 x i8] c"g_1811[i][j].f1\00", align 1
@.str.120 = private unnamed_addr constant [16 x i8] c"g_1811[i][j].f2\00", align 1
@.str.121 = private unnamed_addr constant [16 x i8] c"g_1811[i][j].f3\00", align 1
@.str.122 = private unnamed_addr constant [16 x i8] c"g_1811[i][j].f4\00", align 1
@.str.123 = private unnamed_addr constant [16 x i8] c"g_1811[i][j].f5\00", align 1
@.str.124 = private unnamed_addr constant [16 x i8] c"g_1811[i][j].f6\00", align 1
@g_1888 = internal global i16 -5, align 2
@.str.125 = private unnamed_addr constant [7 x i8] c"g_1888\00", align 1
@crc32_context = internal global i32 -1, align 4
@crc32_tab = internal global [256 x i32] zeroinitializer, align 4
@__const.func_1.l_1738 = private unnamed_addr constant %struct.S1 { i64 -6970408768414781356, i64 4567003319529244449 }, align 8
@g_804 = internal global ptr @g_805, align 8
@g_805 = internal global ptr @g_337, align 8
@.str.126 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@g_897 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -100, i8 42, i8 0, i8 -96, i8 75, i8 -1, i8 31, i8 -3, i8 31, i8 -1, i8 81, i8 16, i8 0, i8 -128, i8 -62, i8 0, i8 0 }, align 1
@g_899 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -26, i8 11, i8 0, i8 48, i8 -37, i8 0, i8 32, i8 -8, i8 -105, i8 -4, i8 29, i8 -102, i8 0, i8 0, i8 -46, i8 1, i8 0 }, align 1
@g_1444 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 47, i8 41, i8 0, i8 -48, i8 32, i8 0, i8 -48, i8 4, i8 -96, i8 3, i8 124, i8 122, i8 0, i8 -128, i8 -10, i8 1, i8 0 }, align 1
@g_1616 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -64, i8 22, i8 0, i8 96, i8 17, i8 -1, i8 -1, i8 7, i8 8, i8 -1, i8 -39, i8 64, i8 0, i8 -128, i8 -48, i8 1, i8 0 }, align 1
@g_1623 = internal constant { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 33, i8 0, i8 48, i8 -58, i8 -1, i8 111, i8 -1, i8 -113, i8 2, i8 70, i8 -73, i8 0, i8 -128, i8 62, i8 1, i8 0 }, align 1
@g_1652 = internal global [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 115, i8 39, i8 0, i8 16, i8 102, i8 0, i8 -48, i8 3, i8 -16, i8 -1, i8 -51, i8 23, i8 0, i8 -128, i8 50, i8 -2, i8 7 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 115, i8 39, i8 0, i8 16, i8 102, i8 0, i8 -48, i8 3, i8 -16, i8 -1, i8 -51, i8 23, i8 0, i8 -128, i8 50, i8 -2, i8 7 }], align 1
@g_1655 = internal global [7 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 25, i8 23, i8 0, i8 64, i8 -95, i8 0, i8 112, i8 9, i8 64, i8 -4, i8 -1, i8 -76, i8 0, i8 0, i8 113, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 25, i8 23, i8 0, i8 64, i8 -95, i8 0, i8 112, i8 9, i8 64, i8 -4, i8 -1, i8 -76, i8 0, i8 0, i8 113, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 25, i8 23, i8 0, i8 64, i8 -95, i8 0, i8 112, i8 9, i8 64, i8 -4, i8 -1, i8 -76, i8 0, i8 0, i8 113, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 25, i8 23, i8 0, i8 64, i8 -95, i8 0, i8 112, i8 9, i8 64, i8 -4, i8 -1, i8 -76, i8 0, i8 0, i8 113, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 25, i8 23, i8 0, i8 64, i8 -95, i8 0, i8 112, i8 9, i8 64, i8 -4, i8 -1, i8 -76, i8 0, i8 0, i8 113, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 25, i8 23, i8 0, i8 64, i8 -95, i8 0, i8 112, i8 9, i8 64, i8 -4, i8 -1, i8 -76, i8 0, i8 0, i8 113, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 25, i8 23, i8 0, i8 64, i8 -95, i8 0, i8 112, i8 9, i8 64, i8 -4, i8 -1, i8 -76, i8 0, i8 0, i8 113, i8 0, i8 0 }], align 1
@g_1717 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 92, i8 1, i8 0, i8 16, i8 -29, i8 -1, i8 47, i8 0, i8 -72, i8 -3, i8 125, i8 -71, i8 0, i8 0, i8 118, i8 1, i8 0 }, align 1
@g_1788 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -8, i8 18, i8 0, i8 48, i8 -82, i8 -1, i8 -33, i8 -3, i8 71, i8 -2, i8 -29, i8 117, i8 0, i8 -128, i8 -63, i8 -1, i8 7 }, align 1
@g_1811 = internal global [2 x [8 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }]] [[8 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -88, i8 25, i8 0, i8 96, i8 -85, i8 -1, i8 -81, i8 3, i8 -112, i8 2, i8 -14, i8 -111, i8 0, i8 -128, i8 -35, i8 1, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -88, i8 25, i8 0, i8 96, i8 -85, i8 -1, i8 -81, i8 3, i8 -112, i8 2, i8 -14, i8 -111, i8 0, i8 -128, i8 -35, i8 1, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -88, i8 25, i8 0, i8 96, i8 -85, i8 -1, i8 -81, i8 3, i8 -112, i8 2, i8 -14, i8 -111, i8 0, i8 -128, i8 -35, i8 1, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -88, i8 25, i8 0, i8 96, i8 -85, i8 -1, i8 -81, i8 3, i8 -112, i8 2, i8 -14, i8 -111, i8 0, i8 -128, i8 -35, i8 1, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -88, i8 25, i8 0, i8 96, i8 -85, i8 -1, i8 -81, i8 3, i8 -112, i8 2, i8 -14, i8 -111, i8 0, i8 -128, i8 -35, i8 1, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -88, i8 25, i8 0, i8 96, i8 -85, i8 -1, i8 -81, i8 3, i8 -112, i8 2, i8 -14, i8 -111, i8 0, i8 -128, i8 -35, i8 1, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -88, i8 25, i8 0, i8 96, i8 -85, i8 -1, i8 -81, i8 3, i8 -112, i8 2, i8 -14, i8 -111, i8 0, i8 -128, i8 -35, i8 1, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -88, i8 25, i8 0, i8 96, i8 -85, i8 -1, i8 -81, i8 3, i8 -112, i8 2, i8 -14, i8 -111, i8 0, i8 -128, i8 -35, i8 1, i8 0 }], [8 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -88, i8 25, i8 0, i8 96, i8 -85, i8 -1, i8 -81, i8 3, i8 -112, i8 2, i8 -14, i8 -111, i8 0, i8 -128, i8 -35, i8 1, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -88, i8 25, i8 0, i8 96, i8 -85, i8 -1, i8 -81, i8 3, i8 -112, i8 2, i8 -14, i8 -111, i8 0, i8 -128, i8 -35, i8 1, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -88, i8 25, i8 0, i8 96, i8 -85, i8 -1, i8 -81, i8 3, i8 -112, i8 2, i8 -14, i8 -111, i8 0, i8 -128, i8 -35, i8 1, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -88, i8 25, i8 0, i8 96, i8 -85, i8 -1, i8 -81, i8 3, i8 -112, i8 2, i8 -14, i8 -111, i8 0, i8 -128, i8 -35, i8 1, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -88, i8 25, i8 0, i8 96, i8 -85, i8 -1, i8 -81, i8 3, i8 -112, i8 2, i8 -14, i8 -111, i8 0, i8 -128, i8 -35, i8 1, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -88, i8 25, i8 0, i8 96, i8 -85, i8 -1, i8 -81, i8 3, i8 -112, i8 2, i8 -14, i8 -111, i8 0, i8 -128, i8 -35, i8 1, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -88, i8 25, i8 0, i8 96, i8 -85, i8 -1, i8 -81, i8 3, i8 -112, i8 2, i8 -14, i8 -111, i8 0, i8 -128, i8 -35, i8 1, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -88, i8 25, i8 0, i8 96, i8 -85, i8 -1, i8 -81, i8 3, i8 -112, i8 2, i8 -14, i8 -111, i8 0, i8 -128, i8 -35, i8 1, i8 0 }]], align 1
@.str.137 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  store i32 0, ptr %9, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp eq i32 %10, 2
  br i1 %11, label %12, label %19

12:                                               ; preds = %2
  %13 = load ptr, ptr %5, align 8
  %14 = getelementptr inbounds ptr, ptr %13, i64 1
  %15 = load ptr, ptr %14, align 8
  %16 = call i32 @strcmp(ptr noundef %15, ptr noundef @.str) #4
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %19

18:                                               ; preds = %12
  store i32 1, ptr %9, align 4
  br label %19

19:                                               ; preds = %18, %12, %2
  call void @platform_main_begin()
  call void @crc32_gentab()
  %20 = call i32 @func_1()
  %21 = load volatile i8, ptr @g_2, align 1
  %22 = zext i8 %21 to i64
  %23 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %22, ptr noundef @.str.1, i32 noundef %23)
  %24 = load i64, ptr @g_22, align 8
  %25 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %24, ptr noundef @.str.2, i32 noundef %25)
  store i32 0, ptr %6, align 4
  br label %26

26:                                               ; preds = %42, %19
  %27 = load i32, ptr %6, align 4
  %28 = icmp slt i32 %27, 1
  br i1 %28, label %29, label %45

29:                                               ; preds = %26
  %30 = load i32, ptr %6, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [1 x i16], ptr @g_23, i64 0, i64 %31
  %33 = load i16, ptr %32, align 2
  %34 = zext i16 %33 to i64
  %35 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %34, ptr noundef @.str.3, i32 noundef %35)
  %36 = load i32, ptr %9, align 4
  %37 = icmp ne i32 %36, 0
  br i1 %37, label %38, label %41

38:                                               ; preds = %29
  %39 = load i32, ptr %6, align 4
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %39)
  br label %41

41:                                               ; preds = %38, %29
  br label %42

42:                                               ; preds = %41
  %43 = load i32, ptr %6, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %6, align 4
  br label %26, !llvm.loop !6

45:                                               ; preds = %26
  store i32 0, ptr %6, align 4
  br label %46

46:                                               ; preds = %61, %45
  %47 = load i32, ptr %6, align 4
  %48 = icmp slt i32 %47, 2
  br i1 %48, label %49, label %64

49:                                               ; preds = %46
  %50 = load i32, ptr %6, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [2 x i64], ptr @g_25, i64 0, i64 %51
  %53 = load i64, ptr %52, align 8
  %54 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %53, ptr noundef @.str.5, i32 noundef %54)
  %55 = load i32, ptr %9, align 4
  %56 = icmp ne i32 %55, 0
  br i1 %56, label %57, label %60

57:                                               ; preds = %49
  %58 = load i32, ptr %6, align 4
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %58)
  br label %60

60:                                               ; preds = %57, %49
  br label %61

61:                                               ; preds = %60
  %62 = load i32, ptr %6, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %6, align 4
  br label %46, !llvm.loop !8

64:                                               ; preds = %46
  %65 = load i32, ptr @g_28, align 4
  %66 = sext i32 %65 to i64
  %67 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %66, ptr noundef @.str.6, i32 noundef %67)
  %68 = load i16, ptr @g_36, align 2
  %69 = sext i16 %68 to i64
  %70 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %69, ptr noundef @.str.7, i32 noundef %70)
  %71 = load i16, ptr @g_66, align 2
  %72 = sext i16 %71 to i64
  %73 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %72, ptr noundef @.str.8, i32 noundef %73)
  %74 = load i32, ptr @g_87, align 4
  %75 = sext i32 %74 to i64
  %76 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %75, ptr noundef @.str.9, i32 noundef %76)
  %77 = load i64, ptr @g_99, align 8
  %78 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %77, ptr noundef @.str.10, i32 noundef %78)
  store i32 0, ptr %6, align 4
  br label %79

79:                                               ; preds = %95, %64
  %80 = load i32, ptr %6, align 4
  %81 = icmp slt i32 %80, 5
  br i1 %81, label %82, label %98

82:                                               ; preds = %79
  %83 = load i32, ptr %6, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [5 x i32], ptr @g_101, i64 0, i64 %84
  %86 = load i32, ptr %85, align 4
  %87 = sext i32 %86 to i64
  %88 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %87, ptr noundef @.str.11, i32 noundef %88)
  %89 = load i32, ptr %9, align 4
  %90 = icmp ne i32 %89, 0
  br i1 %90, label %91, label %94

91:                                               ; preds = %82
  %92 = load i32, ptr %6, align 4
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %92)
  br label %94

94:                                               ; preds = %91, %82
  br label %95

95:                                               ; preds = %94
  %96 = load i32, ptr %6, align 4
  %97 = add nsw i32 %96, 1
  store i32 %97, ptr %6, align 4
  br label %79, !llvm.loop !9

98:                                               ; preds = %79
  %99 = load i8, ptr @g_107, align 1
  %100 = sext i8 %99 to i64
  %101 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %100, ptr noundef @.str.12, i32 noundef %101)
  %102 = load i32, ptr @g_126, align 4
  %103 = zext i32 %102 to i64
  %104 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %103, ptr noundef @.str.13, i32 noundef %104)
  %105 = load i64, ptr @g_128, align 8
  %106 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %105, ptr noundef @.str.14, i32 noundef %106)
  %107 = load i64, ptr getelementptr inbounds (%struct.S1, ptr @g_128, i32 0, i32 1), align 8
  %108 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %107, ptr noundef @.str.15, i32 noundef %108)
  store i32 0, ptr %6, align 4
  br label %109

109:                                              ; preds = %137, %98
  %110 = load i32, ptr %6, align 4
  %111 = icmp slt i32 %110, 2
  br i1 %111, label %112, label %140

112:                                              ; preds = %109
  store i32 0, ptr %7, align 4
  br label %113

113:                                              ; preds = %133, %112
  %114 = load i32, ptr %7, align 4
  %115 = icmp slt i32 %114, 8
  br i1 %115, label %116, label %136

116:                                              ; preds = %113
  %117 = load i32, ptr %6, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds [2 x [8 x i8]], ptr @g_144, i64 0, i64 %118
  %120 = load i32, ptr %7, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [8 x i8], ptr %119, i64 0, i64 %121
  %123 = load i8, ptr %122, align 1
  %124 = zext i8 %123 to i64
  %125 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %124, ptr noundef @.str.16, i32 noundef %125)
  %126 = load i32, ptr %9, align 4
  %127 = icmp ne i32 %126, 0
  br i1 %127, label %128, label %132

128:                                              ; preds = %116
  %129 = load i32, ptr %6, align 4
  %130 = load i32, ptr %7, align 4
  %131 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %129, i32 noundef %130)
  br label %132

132:                                              ; preds = %128, %116
  br label %133

133:                                              ; preds = %132
  %134 = load i32, ptr %7, align 4
  %135 = add nsw i32 %134, 1
  store i32 %135, ptr %7, align 4
  br label %113, !llvm.loop !10

136:                                              ; preds = %113
  br label %137

137:                                              ; preds = %136
  %138 = load i32, ptr %6, align 4
  %139 = add nsw i32 %138, 1
  store i32 %139, ptr %6, align 4
  br label %109, !llvm.loop !11

140:                                              ; preds = %109
  %141 = load i16, ptr @g_226, align 2
  %142 = zext i16 %141 to i64
  %143 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %142, ptr noundef @.str.18, i32 noundef %143)
  %144 = load i64, ptr @g_245, align 8
  %145 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %144, ptr noundef @.str.19, i32 noundef %145)
  %146 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef 0, ptr noundef @.str.20, i32 noundef %146)
  store i32 0, ptr %6, align 4
  br label %147

147:                                              ; preds = %162, %140
  %148 = load i32, ptr %6, align 4
  %149 = icmp slt i32 %148, 8
  br i1 %149, label %150, label %165

150:                                              ; preds = %147
  %151 = load i32, ptr %6, align 4
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds [8 x i64], ptr @g_269, i64 0, i64 %152
  %154 = load i64, ptr %153, align 8
  %155 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %154, ptr noundef @.str.21, i32 noundef %155)
  %156 = load i32, ptr %9, align 4
  %157 = icmp ne i32 %156, 0
  br i1 %157, label %158, label %161

158:                                              ; preds = %150
  %159 = load i32, ptr %6, align 4
  %160 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %159)
  br label %161

161:                                              ; preds = %158, %150
  br label %162

162:                                              ; preds = %161
  %163 = load i32, ptr %6, align 4
  %164 = add nsw i32 %163, 1
  store i32 %164, ptr %6, align 4
  br label %147, !llvm.loop !12

165:                                              ; preds = %147
  %166 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef 2854450558169554511, ptr noundef @.str.22, i32 noundef %166)
  %167 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef -768533006787571395, ptr noundef @.str.23, i32 noundef %167)
  %168 = load i32, ptr @g_309, align 4
  %169 = zext i32 %168 to i64
  %170 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %169, ptr noundef @.str.24, i32 noundef %170)
  %171 = load i8, ptr @g_337, align 1
  %172 = zext i8 %171 to i64
  %173 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %172, ptr noundef @.str.25, i32 noundef %173)
  %174 = load i64, ptr @g_383, align 8
  %175 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %174, ptr noundef @.str.26, i32 noundef %175)
  %176 = load i32, ptr @g_408, align 4
  %177 = sext i32 %176 to i64
  %178 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %177, ptr noundef @.str.27, i32 noundef %178)
  %179 = load i8, ptr @g_493, align 1
  %180 = sext i8 %179 to i64
  %181 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %180, ptr noundef @.str.28, i32 noundef %181)
  %182 = load i32, ptr @g_496, align 4
  %183 = sext i32 %182 to i64
  %184 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %183, ptr noundef @.str.29, i32 noundef %184)
  %185 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef -7526270810936883786, ptr noundef @.str.30, i32 noundef %185)
  %186 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef 284563020655266829, ptr noundef @.str.31, i32 noundef %186)
  %187 = load i16, ptr @g_597, align 2
  %188 = zext i16 %187 to i64
  %189 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %188, ptr noundef @.str.32, i32 noundef %189)
  %190 = load i64, ptr @g_647, align 8
  %191 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %190, ptr noundef @.str.33, i32 noundef %191)
  store i32 0, ptr %6, align 4
  br label %192

192:                                              ; preds = %212, %165
  %193 = load i32, ptr %6, align 4
  %194 = icmp slt i32 %193, 8
  br i1 %194, label %195, label %215

195:                                              ; preds = %192
  %196 = load i32, ptr %6, align 4
  %197 = sext i32 %196 to i64
  %198 = getelementptr inbounds [8 x %union.U2], ptr @g_735, i64 0, i64 %197
  %199 = load i64, ptr %198, align 8
  %200 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %199, ptr noundef @.str.34, i32 noundef %200)
  %201 = load i32, ptr %6, align 4
  %202 = sext i32 %201 to i64
  %203 = getelementptr inbounds [8 x %union.U2], ptr @g_735, i64 0, i64 %202
  %204 = load volatile i64, ptr %203, align 8
  %205 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %204, ptr noundef @.str.35, i32 noundef %205)
  %206 = load i32, ptr %9, align 4
  %207 = icmp ne i32 %206, 0
  br i1 %207, label %208, label %211

208:                                              ; preds = %195
  %209 = load i32, ptr %6, align 4
  %210 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %209)
  br label %211

211:                                              ; preds = %208, %195
  br label %212

212:                                              ; preds = %211
  %213 = load i32, ptr %6, align 4
  %214 = add nsw i32 %213, 1
  store i32 %214, ptr %6, align 4
  br label %192, !llvm.loop !13

215:                                              ; preds = %192
  %216 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef 4, ptr noundef @.str.36, i32 noundef %216)
  %217 = load i16, ptr @g_774, align 2
  %218 = sext i16 %217 to i64
  %219 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %218, ptr noundef @.str.37, i32 noundef %219)
  %220 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef 184, ptr noundef @.str.38, i32 noundef %220)
  store i32 0, ptr %6, align 4
  br label %221

221:                                              ; preds = %237, %215
  %222 = load i32, ptr %6, align 4
  %223 = icmp slt i32 %222, 4
  br i1 %223, label %224, label %240

224:                                              ; preds = %221
  %225 = load i32, ptr %6, align 4
  %226 = sext i32 %225 to i64
  %227 = getelementptr inbounds [4 x i8], ptr @g_803, i64 0, i64 %226
  %228 = load i8, ptr %227, align 1
  %229 = zext i8 %228 to i64
  %230 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %229, ptr noundef @.str.39, i32 noundef %230)
  %231 = load i32, ptr %9, align 4
  %232 = icmp ne i32 %231, 0
  br i1 %232, label %233, label %236

233:                                              ; preds = %224
  %234 = load i32, ptr %6, align 4
  %235 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %234)
  br label %236

236:                                              ; preds = %233, %224
  br label %237

237:                                              ; preds = %236
  %238 = load i32, ptr %6, align 4
  %239 = add nsw i32 %238, 1
  store i32 %239, ptr %6, align 4
  br label %221, !llvm.loop !14

240:                                              ; preds = %221
  %241 = load volatile i136, ptr @g_897, align 1
  %242 = and i136 %241, 134217727
  %243 = trunc i136 %242 to i32
  %244 = zext i32 %243 to i64
  %245 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %244, ptr noundef @.str.40, i32 noundef %245)
  %246 = load volatile i136, ptr @g_897, align 1
  %247 = shl i136 %246, 108
  %248 = ashr i136 %247, 135
  %249 = trunc i136 %248 to i32
  %250 = sext i32 %249 to i64
  %251 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %250, ptr noundef @.str.41, i32 noundef %251)
  %252 = load volatile i136, ptr @g_897, align 1
  %253 = shl i136 %252, 84
  %254 = ashr i136 %253, 112
  %255 = trunc i136 %254 to i32
  %256 = sext i32 %255 to i64
  %257 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %256, ptr noundef @.str.42, i32 noundef %257)
  %258 = load volatile i136, ptr @g_897, align 1
  %259 = shl i136 %258, 69
  %260 = ashr i136 %259, 121
  %261 = trunc i136 %260 to i32
  %262 = sext i32 %261 to i64
  %263 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %262, ptr noundef @.str.43, i32 noundef %263)
  %264 = load volatile i136, ptr @g_897, align 1
  %265 = shl i136 %264, 55
  %266 = ashr i136 %265, 122
  %267 = trunc i136 %266 to i32
  %268 = sext i32 %267 to i64
  %269 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %268, ptr noundef @.str.44, i32 noundef %269)
  %270 = load volatile i136, ptr @g_897, align 1
  %271 = lshr i136 %270, 81
  %272 = and i136 %271, 1073741823
  %273 = trunc i136 %272 to i32
  %274 = zext i32 %273 to i64
  %275 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %274, ptr noundef @.str.45, i32 noundef %275)
  %276 = load volatile i136, ptr @g_897, align 1
  %277 = shl i136 %276, 5
  %278 = ashr i136 %277, 116
  %279 = trunc i136 %278 to i32
  %280 = sext i32 %279 to i64
  %281 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %280, ptr noundef @.str.46, i32 noundef %281)
  %282 = load volatile i136, ptr @g_899, align 1
  %283 = and i136 %282, 134217727
  %284 = trunc i136 %283 to i32
  %285 = zext i32 %284 to i64
  %286 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %285, ptr noundef @.str.47, i32 noundef %286)
  %287 = load volatile i136, ptr @g_899, align 1
  %288 = shl i136 %287, 108
  %289 = ashr i136 %288, 135
  %290 = trunc i136 %289 to i32
  %291 = sext i32 %290 to i64
  %292 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %291, ptr noundef @.str.48, i32 noundef %292)
  %293 = load volatile i136, ptr @g_899, align 1
  %294 = shl i136 %293, 84
  %295 = ashr i136 %294, 112
  %296 = trunc i136 %295 to i32
  %297 = sext i32 %296 to i64
  %298 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %297, ptr noundef @.str.49, i32 noundef %298)
  %299 = load volatile i136, ptr @g_899, align 1
  %300 = shl i136 %299, 69
  %301 = ashr i136 %300, 121
  %302 = trunc i136 %301 to i32
  %303 = sext i32 %302 to i64
  %304 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %303, ptr noundef @.str.50, i32 noundef %304)
  %305 = load volatile i136, ptr @g_899, align 1
  %306 = shl i136 %305, 55
  %307 = ashr i136 %306, 122
  %308 = trunc i136 %307 to i32
  %309 = sext i32 %308 to i64
  %310 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %309, ptr noundef @.str.51, i32 noundef %310)
  %311 = load volatile i136, ptr @g_899, align 1
  %312 = lshr i136 %311, 81
  %313 = and i136 %312, 1073741823
  %314 = trunc i136 %313 to i32
  %315 = zext i32 %314 to i64
  %316 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %315, ptr noundef @.str.52, i32 noundef %316)
  %317 = load volatile i136, ptr @g_899, align 1
  %318 = shl i136 %317, 5
  %319 = ashr i136 %318, 116
  %320 = trunc i136 %319 to i32
  %321 = sext i32 %320 to i64
  %322 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %321, ptr noundef @.str.53, i32 noundef %322)
  %323 = load i64, ptr @g_1247, align 8
  %324 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %323, ptr noundef @.str.54, i32 noundef %324)
  %325 = load volatile i64, ptr @g_1247, align 8
  %326 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %325, ptr noundef @.str.55, i32 noundef %326)
  %327 = load i64, ptr @g_1249, align 8
  %328 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %327, ptr noundef @.str.56, i32 noundef %328)
  %329 = load volatile i64, ptr @g_1249, align 8
  %330 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %329, ptr noundef @.str.57, i32 noundef %330)
  %331 = load i32, ptr @g_1301, align 4
  %332 = zext i32 %331 to i64
  %333 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %332, ptr noundef @.str.58, i32 noundef %333)
  %334 = load i64, ptr @g_1344, align 8
  %335 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %334, ptr noundef @.str.59, i32 noundef %335)
  %336 = load i136, ptr @g_1444, align 1
  %337 = and i136 %336, 134217727
  %338 = trunc i136 %337 to i32
  %339 = zext i32 %338 to i64
  %340 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %339, ptr noundef @.str.60, i32 noundef %340)
  %341 = load i136, ptr @g_1444, align 1
  %342 = shl i136 %341, 108
  %343 = ashr i136 %342, 135
  %344 = trunc i136 %343 to i32
  %345 = sext i32 %344 to i64
  %346 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %345, ptr noundef @.str.61, i32 noundef %346)
  %347 = load i136, ptr @g_1444, align 1
  %348 = shl i136 %347, 84
  %349 = ashr i136 %348, 112
  %350 = trunc i136 %349 to i32
  %351 = sext i32 %350 to i64
  %352 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %351, ptr noundef @.str.62, i32 noundef %352)
  %353 = load i136, ptr @g_1444, align 1
  %354 = shl i136 %353, 69
  %355 = ashr i136 %354, 121
  %356 = trunc i136 %355 to i32
  %357 = sext i32 %356 to i64
  %358 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %357, ptr noundef @.str.63, i32 noundef %358)
  %359 = load i136, ptr @g_1444, align 1
  %360 = shl i136 %359, 55
  %361 = ashr i136 %360, 122
  %362 = trunc i136 %361 to i32
  %363 = sext i32 %362 to i64
  %364 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %363, ptr noundef @.str.64, i32 noundef %364)
  %365 = load volatile i136, ptr @g_1444, align 1
  %366 = lshr i136 %365, 81
  %367 = and i136 %366, 1073741823
  %368 = trunc i136 %367 to i32
  %369 = zext i32 %368 to i64
  %370 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %369, ptr noundef @.str.65, i32 noundef %370)
  %371 = load volatile i136, ptr @g_1444, align 1
  %372 = shl i136 %371, 5
  %373 = ashr i136 %372, 116
  %374 = trunc i136 %373 to i32
  %375 = sext i32 %374 to i64
  %376 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %375, ptr noundef @.str.66, i32 noundef %376)
  %377 = load i64, ptr @g_1454, align 8
  %378 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %377, ptr noundef @.str.67, i32 noundef %378)
  %379 = load volatile i64, ptr @g_1454, align 8
  %380 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %379, ptr noundef @.str.68, i32 noundef %380)
  %381 = load i32, ptr @g_1528, align 4
  %382 = zext i32 %381 to i64
  %383 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %382, ptr noundef @.str.69, i32 noundef %383)
  store i32 0, ptr %6, align 4
  br label %384

384:                                              ; preds = %404, %240
  %385 = load i32, ptr %6, align 4
  %386 = icmp slt i32 %385, 8
  br i1 %386, label %387, label %407

387:                                              ; preds = %384
  %388 = load i32, ptr %6, align 4
  %389 = sext i32 %388 to i64
  %390 = getelementptr inbounds [8 x %union.U2], ptr @g_1569, i64 0, i64 %389
  %391 = load volatile i64, ptr %390, align 8
  %392 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %391, ptr noundef @.str.70, i32 noundef %392)
  %393 = load i32, ptr %6, align 4
  %394 = sext i32 %393 to i64
  %395 = getelementptr inbounds [8 x %union.U2], ptr @g_1569, i64 0, i64 %394
  %396 = load volatile i64, ptr %395, align 8
  %397 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %396, ptr noundef @.str.71, i32 noundef %397)
  %398 = load i32, ptr %9, align 4
  %399 = icmp ne i32 %398, 0
  br i1 %399, label %400, label %403

400:                                              ; preds = %387
  %401 = load i32, ptr %6, align 4
  %402 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %401)
  br label %403

403:                                              ; preds = %400, %387
  br label %404

404:                                              ; preds = %403
  %405 = load i32, ptr %6, align 4
  %406 = add nsw i32 %405, 1
  store i32 %406, ptr %6, align 4
  br label %384, !llvm.loop !15

407:                                              ; preds = %384
  %408 = load i64, ptr @g_1590, align 8
  %409 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %408, ptr noundef @.str.72, i32 noundef %409)
  %410 = load volatile i64, ptr @g_1590, align 8
  %411 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %410, ptr noundef @.str.73, i32 noundef %411)
  %412 = load i136, ptr @g_1616, align 1
  %413 = and i136 %412, 134217727
  %414 = trunc i136 %413 to i32
  %415 = zext i32 %414 to i64
  %416 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %415, ptr noundef @.str.74, i32 noundef %416)
  %417 = load i136, ptr @g_1616, align 1
  %418 = shl i136 %417, 108
  %419 = ashr i136 %418, 135
  %420 = trunc i136 %419 to i32
  %421 = sext i32 %420 to i64
  %422 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %421, ptr noundef @.str.75, i32 noundef %422)
  %423 = load i136, ptr @g_1616, align 1
  %424 = shl i136 %423, 84
  %425 = ashr i136 %424, 112
  %426 = trunc i136 %425 to i32
  %427 = sext i32 %426 to i64
  %428 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %427, ptr noundef @.str.76, i32 noundef %428)
  %429 = load i136, ptr @g_1616, align 1
  %430 = shl i136 %429, 69
  %431 = ashr i136 %430, 121
  %432 = trunc i136 %431 to i32
  %433 = sext i32 %432 to i64
  %434 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %433, ptr noundef @.str.77, i32 noundef %434)
  %435 = load i136, ptr @g_1616, align 1
  %436 = shl i136 %435, 55
  %437 = ashr i136 %436, 122
  %438 = trunc i136 %437 to i32
  %439 = sext i32 %438 to i64
  %440 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %439, ptr noundef @.str.78, i32 noundef %440)
  %441 = load volatile i136, ptr @g_1616, align 1
  %442 = lshr i136 %441, 81
  %443 = and i136 %442, 1073741823
  %444 = trunc i136 %443 to i32
  %445 = zext i32 %444 to i64
  %446 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %445, ptr noundef @.str.79, i32 noundef %446)
  %447 = load volatile i136, ptr @g_1616, align 1
  %448 = shl i136 %447, 5
  %449 = ashr i136 %448, 116
  %450 = trunc i136 %449 to i32
  %451 = sext i32 %450 to i64
  %452 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %451, ptr noundef @.str.80, i32 noundef %452)
  %453 = load volatile i136, ptr @g_1623, align 1
  %454 = and i136 %453, 134217727
  %455 = trunc i136 %454 to i32
  %456 = zext i32 %455 to i64
  %457 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %456, ptr noundef @.str.81, i32 noundef %457)
  %458 = load volatile i136, ptr @g_1623, align 1
  %459 = shl i136 %458, 108
  %460 = ashr i136 %459, 135
  %461 = trunc i136 %460 to i32
  %462 = sext i32 %461 to i64
  %463 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %462, ptr noundef @.str.82, i32 noundef %463)
  %464 = load volatile i136, ptr @g_1623, align 1
  %465 = shl i136 %464, 84
  %466 = ashr i136 %465, 112
  %467 = trunc i136 %466 to i32
  %468 = sext i32 %467 to i64
  %469 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %468, ptr noundef @.str.83, i32 noundef %469)
  %470 = load volatile i136, ptr @g_1623, align 1
  %471 = shl i136 %470, 69
  %472 = ashr i136 %471, 121
  %473 = trunc i136 %472 to i32
  %474 = sext i32 %473 to i64
  %475 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %474, ptr noundef @.str.84, i32 noundef %475)
  %476 = load volatile i136, ptr @g_1623, align 1
  %477 = shl i136 %476, 55
  %478 = ashr i136 %477, 122
  %479 = trunc i136 %478 to i32
  %480 = sext i32 %479 to i64
  %481 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %480, ptr noundef @.str.85, i32 noundef %481)
  %482 = load volatile i136, ptr @g_1623, align 1
  %483 = lshr i136 %482, 81
  %484 = and i136 %483, 1073741823
  %485 = trunc i136 %484 to i32
  %486 = zext i32 %485 to i64
  %487 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %486, ptr noundef @.str.86, i32 noundef %487)
  %488 = load volatile i136, ptr @g_1623, align 1
  %489 = shl i136 %488, 5
  %490 = ashr i136 %489, 116
  %491 = trunc i136 %490 to i32
  %492 = sext i32 %491 to i64
  %493 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %492, ptr noundef @.str.87, i32 noundef %493)
  store i32 0, ptr %6, align 4
  br label %494

494:                                              ; preds = %566, %407
  %495 = load i32, ptr %6, align 4
  %496 = icmp slt i32 %495, 2
  br i1 %496, label %497, label %569

497:                                              ; preds = %494
  %498 = load i32, ptr %6, align 4
  %499 = sext i32 %498 to i64
  %500 = getelementptr inbounds [2 x %struct.S0], ptr @g_1652, i64 0, i64 %499
  %501 = load i136, ptr %500, align 1
  %502 = and i136 %501, 134217727
  %503 = trunc i136 %502 to i32
  %504 = zext i32 %503 to i64
  %505 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %504, ptr noundef @.str.88, i32 noundef %505)
  %506 = load i32, ptr %6, align 4
  %507 = sext i32 %506 to i64
  %508 = getelementptr inbounds [2 x %struct.S0], ptr @g_1652, i64 0, i64 %507
  %509 = load i136, ptr %508, align 1
  %510 = shl i136 %509, 108
  %511 = ashr i136 %510, 135
  %512 = trunc i136 %511 to i32
  %513 = sext i32 %512 to i64
  %514 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %513, ptr noundef @.str.89, i32 noundef %514)
  %515 = load i32, ptr %6, align 4
  %516 = sext i32 %515 to i64
  %517 = getelementptr inbounds [2 x %struct.S0], ptr @g_1652, i64 0, i64 %516
  %518 = load i136, ptr %517, align 1
  %519 = shl i136 %518, 84
  %520 = ashr i136 %519, 112
  %521 = trunc i136 %520 to i32
  %522 = sext i32 %521 to i64
  %523 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %522, ptr noundef @.str.90, i32 noundef %523)
  %524 = load i32, ptr %6, align 4
  %525 = sext i32 %524 to i64
  %526 = getelementptr inbounds [2 x %struct.S0], ptr @g_1652, i64 0, i64 %525
  %527 = load i136, ptr %526, align 1
  %528 = shl i136 %527, 69
  %529 = ashr i136 %528, 121
  %530 = trunc i136 %529 to i32
  %531 = sext i32 %530 to i64
  %532 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %531, ptr noundef @.str.91, i32 noundef %532)
  %533 = load i32, ptr %6, align 4
  %534 = sext i32 %533 to i64
  %535 = getelementptr inbounds [2 x %struct.S0], ptr @g_1652, i64 0, i64 %534
  %536 = load i136, ptr %535, align 1
  %537 = shl i136 %536, 55
  %538 = ashr i136 %537, 122
  %539 = trunc i136 %538 to i32
  %540 = sext i32 %539 to i64
  %541 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %540, ptr noundef @.str.92, i32 noundef %541)
  %542 = load i32, ptr %6, align 4
  %543 = sext i32 %542 to i64
  %544 = getelementptr inbounds [2 x %struct.S0], ptr @g_1652, i64 0, i64 %543
  %545 = load volatile i136, ptr %544, align 1
  %546 = lshr i136 %545, 81
  %547 = and i136 %546, 1073741823
  %548 = trunc i136 %547 to i32
  %549 = zext i32 %548 to i64
  %550 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %549, ptr noundef @.str.93, i32 noundef %550)
  %551 = load i32, ptr %6, align 4
  %552 = sext i32 %551 to i64
  %553 = getelementptr inbounds [2 x %struct.S0], ptr @g_1652, i64 0, i64 %552
  %554 = load volatile i136, ptr %553, align 1
  %555 = shl i136 %554, 5
  %556 = ashr i136 %555, 116
  %557 = trunc i136 %556 to i32
  %558 = sext i32 %557 to i64
  %559 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %558, ptr noundef @.str.94, i32 noundef %559)
  %560 = load i32, ptr %9, align 4
  %561 = icmp ne i32 %560, 0
  br i1 %561, label %562, label %565

562:                                              ; preds = %497
  %563 = load i32, ptr %6, align 4
  %564 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %563)
  br label %565

565:                                              ; preds = %562, %497
  br label %566

566:                                              ; preds = %565
  %567 = load i32, ptr %6, align 4
  %568 = add nsw i32 %567, 1
  store i32 %568, ptr %6, align 4
  br label %494, !llvm.loop !16

569:                                              ; preds = %494
  store i32 0, ptr %6, align 4
  br label %570

570:                                              ; preds = %642, %569
  %571 = load i32, ptr %6, align 4
  %572 = icmp slt i32 %571, 7
  br i1 %572, label %573, label %645

573:                                              ; preds = %570
  %574 = load i32, ptr %6, align 4
  %575 = sext i32 %574 to i64
  %576 = getelementptr inbounds [7 x %struct.S0], ptr @g_1655, i64 0, i64 %575
  %577 = load i136, ptr %576, align 1
  %578 = and i136 %577, 134217727
  %579 = trunc i136 %578 to i32
  %580 = zext i32 %579 to i64
  %581 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %580, ptr noundef @.str.95, i32 noundef %581)
  %582 = load i32, ptr %6, align 4
  %583 = sext i32 %582 to i64
  %584 = getelementptr inbounds [7 x %struct.S0], ptr @g_1655, i64 0, i64 %583
  %585 = load i136, ptr %584, align 1
  %586 = shl i136 %585, 108
  %587 = ashr i136 %586, 135
  %588 = trunc i136 %587 to i32
  %589 = sext i32 %588 to i64
  %590 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %589, ptr noundef @.str.96, i32 noundef %590)
  %591 = load i32, ptr %6, align 4
  %592 = sext i32 %591 to i64
  %593 = getelementptr inbounds [7 x %struct.S0], ptr @g_1655, i64 0, i64 %592
  %594 = load i136, ptr %593, align 1
  %595 = shl i136 %594, 84
  %596 = ashr i136 %595, 112
  %597 = trunc i136 %596 to i32
  %598 = sext i32 %597 to i64
  %599 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %598, ptr noundef @.str.97, i32 noundef %599)
  %600 = load i32, ptr %6, align 4
  %601 = sext i32 %600 to i64
  %602 = getelementptr inbounds [7 x %struct.S0], ptr @g_1655, i64 0, i64 %601
  %603 = load i136, ptr %602, align 1
  %604 = shl i136 %603, 69
  %605 = ashr i136 %604, 121
  %606 = trunc i136 %605 to i32
  %607 = sext i32 %606 to i64
  %608 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %607, ptr noundef @.str.98, i32 noundef %608)
  %609 = load i32, ptr %6, align 4
  %610 = sext i32 %609 to i64
  %611 = getelementptr inbounds [7 x %struct.S0], ptr @g_1655, i64 0, i64 %610
  %612 = load i136, ptr %611, align 1
  %613 = shl i136 %612, 55
  %614 = ashr i136 %613, 122
  %615 = trunc i136 %614 to i32
  %616 = sext i32 %615 to i64
  %617 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %616, ptr noundef @.str.99, i32 noundef %617)
  %618 = load i32, ptr %6, align 4
  %619 = sext i32 %618 to i64
  %620 = getelementptr inbounds [7 x %struct.S0], ptr @g_1655, i64 0, i64 %619
  %621 = load volatile i136, ptr %620, align 1
  %622 = lshr i136 %621, 81
  %623 = and i136 %622, 1073741823
  %624 = trunc i136 %623 to i32
  %625 = zext i32 %624 to i64
  %626 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %625, ptr noundef @.str.100, i32 noundef %626)
  %627 = load i32, ptr %6, align 4
  %628 = sext i32 %627 to i64
  %629 = getelementptr inbounds [7 x %struct.S0], ptr @g_1655, i64 0, i64 %628
  %630 = load volatile i136, ptr %629, align 1
  %631 = shl i136 %630, 5
  %632 = ashr i136 %631, 116
  %633 = trunc i136 %632 to i32
  %634 = sext i32 %633 to i64
  %635 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %634, ptr noundef @.str.101, i32 noundef %635)
  %636 = load i32, ptr %9, align 4
  %637 = icmp ne i32 %636, 0
  br i1 %637, label %638, label %641

638:                                              ; preds = %573
  %639 = load i32, ptr %6, align 4
  %640 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %639)
  br label %641

641:                                              ; preds = %638, %573
  br label %642

642:                                              ; preds = %641
  %643 = load i32, ptr %6, align 4
  %644 = add nsw i32 %643, 1
  store i32 %644, ptr %6, align 4
  br label %570, !llvm.loop !17

645:                                              ; preds = %570
  %646 = load i136, ptr @g_1717, align 1
  %647 = and i136 %646, 134217727
  %648 = trunc i136 %647 to i32
  %649 = zext i32 %648 to i64
  %650 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %649, ptr noundef @.str.102, i32 noundef %650)
  %651 = load i136, ptr @g_1717, align 1
  %652 = shl i136 %651, 108
  %653 = ashr i136 %652, 135
  %654 = trunc i136 %653 to i32
  %655 = sext i32 %654 to i64
  %656 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %655, ptr noundef @.str.103, i32 noundef %656)
  %657 = load i136, ptr @g_1717, align 1
  %658 = shl i136 %657, 84
  %659 = ashr i136 %658, 112
  %660 = trunc i136 %659 to i32
  %661 = sext i32 %660 to i64
  %662 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %661, ptr noundef @.str.104, i32 noundef %662)
  %663 = load i136, ptr @g_1717, align 1
  %664 = shl i136 %663, 69
  %665 = ashr i136 %664, 121
  %666 = trunc i136 %665 to i32
  %667 = sext i32 %666 to i64
  %668 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %667, ptr noundef @.str.105, i32 noundef %668)
  %669 = load i136, ptr @g_1717, align 1
  %670 = shl i136 %669, 55
  %671 = ashr i136 %670, 122
  %672 = trunc i136 %671 to i32
  %673 = sext i32 %672 to i64
  %674 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %673, ptr noundef @.str.106, i32 noundef %674)
  %675 = load volatile i136, ptr @g_1717, align 1
  %676 = lshr i136 %675, 81
  %677 = and i136 %676, 1073741823
  %678 = trunc i136 %677 to i32
  %679 = zext i32 %678 to i64
  %680 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %679, ptr noundef @.str.107, i32 noundef %680)
  %681 = load volatile i136, ptr @g_1717, align 1
  %682 = shl i136 %681, 5
  %683 = ashr i136 %682, 116
  %684 = trunc i136 %683 to i32
  %685 = sext i32 %684 to i64
  %686 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %685, ptr noundef @.str.108, i32 noundef %686)
  %687 = load i16, ptr @g_1730, align 2
  %688 = sext i16 %687 to i64
  %689 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %688, ptr noundef @.str.109, i32 noundef %689)
  store i32 0, ptr %6, align 4
  br label %690

690:                                              ; preds = %705, %645
  %691 = load i32, ptr %6, align 4
  %692 = icmp slt i32 %691, 4
  br i1 %692, label %693, label %708

693:                                              ; preds = %690
  %694 = load i32, ptr %6, align 4
  %695 = sext i32 %694 to i64
  %696 = getelementptr inbounds [4 x i64], ptr @g_1754, i64 0, i64 %695
  %697 = load volatile i64, ptr %696, align 8
  %698 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %697, ptr noundef @.str.110, i32 noundef %698)
  %699 = load i32, ptr %9, align 4
  %700 = icmp ne i32 %699, 0
  br i1 %700, label %701, label %704

701:                                              ; preds = %693
  %702 = load i32, ptr %6, align 4
  %703 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %702)
  br label %704

704:                                              ; preds = %701, %693
  br label %705

705:                                              ; preds = %704
  %706 = load i32, ptr %6, align 4
  %707 = add nsw i32 %706, 1
  store i32 %707, ptr %6, align 4
  br label %690, !llvm.loop !18

708:                                              ; preds = %690
  %709 = load volatile i136, ptr @g_1788, align 1
  %710 = and i136 %709, 134217727
  %711 = trunc i136 %710 to i32
  %712 = zext i32 %711 to i64
  %713 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %712, ptr noundef @.str.111, i32 noundef %713)
  %714 = load volatile i136, ptr @g_1788, align 1
  %715 = shl i136 %714, 108
  %716 = ashr i136 %715, 135
  %717 = trunc i136 %716 to i32
  %718 = sext i32 %717 to i64
  %719 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %718, ptr noundef @.str.112, i32 noundef %719)
  %720 = load volatile i136, ptr @g_1788, align 1
  %721 = shl i136 %720, 84
  %722 = ashr i136 %721, 112
  %723 = trunc i136 %722 to i32
  %724 = sext i32 %723 to i64
  %725 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %724, ptr noundef @.str.113, i32 noundef %725)
  %726 = load volatile i136, ptr @g_1788, align 1
  %727 = shl i136 %726, 69
  %728 = ashr i136 %727, 121
  %729 = trunc i136 %728 to i32
  %730 = sext i32 %729 to i64
  %731 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %730, ptr noundef @.str.114, i32 noundef %731)
  %732 = load volatile i136, ptr @g_1788, align 1
  %733 = shl i136 %732, 55
  %734 = ashr i136 %733, 122
  %735 = trunc i136 %734 to i32
  %736 = sext i32 %735 to i64
  %737 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %736, ptr noundef @.str.115, i32 noundef %737)
  %738 = load volatile i136, ptr @g_1788, align 1
  %739 = lshr i136 %738, 81
  %740 = and i136 %739, 1073741823
  %741 = trunc i136 %740 to i32
  %742 = zext i32 %741 to i64
  %743 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %742, ptr noundef @.str.116, i32 noundef %743)
  %744 = load volatile i136, ptr @g_1788, align 1
  %745 = shl i136 %744, 5
  %746 = ashr i136 %745, 116
  %747 = trunc i136 %746 to i32
  %748 = sext i32 %747 to i64
  %749 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %748, ptr noundef @.str.117, i32 noundef %749)
  store i32 0, ptr %6, align 4
  br label %750

750:                                              ; preds = %852, %708
  %751 = load i32, ptr %6, align 4
  %752 = icmp slt i32 %751, 2
  br i1 %752, label %753, label %855

753:                                              ; preds = %750
  store i32 0, ptr %7, align 4
  br label %754

754:                                              ; preds = %848, %753
  %755 = load i32, ptr %7, align 4
  %756 = icmp slt i32 %755, 8
  br i1 %756, label %757, label %851

757:                                              ; preds = %754
  %758 = load i32, ptr %6, align 4
  %759 = sext i32 %758 to i64
  %760 = getelementptr inbounds [2 x [8 x %struct.S0]], ptr @g_1811, i64 0, i64 %759
  %761 = load i32, ptr %7, align 4
  %762 = sext i32 %761 to i64
  %763 = getelementptr inbounds [8 x %struct.S0], ptr %760, i64 0, i64 %762
  %764 = load i136, ptr %763, align 1
  %765 = and i136 %764, 134217727
  %766 = trunc i136 %765 to i32
  %767 = zext i32 %766 to i64
  %768 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %767, ptr noundef @.str.118, i32 noundef %768)
  %769 = load i32, ptr %6, align 4
  %770 = sext i32 %769 to i64
  %771 = getelementptr inbounds [2 x [8 x %struct.S0]], ptr @g_1811, i64 0, i64 %770
  %772 = load i32, ptr %7, align 4
  %773 = sext i32 %772 to i64
  %774 = getelementptr inbounds [8 x %struct.S0], ptr %771, i64 0, i64 %773
  %775 = load i136, ptr %774, align 1
  %776 = shl i136 %775, 108
  %777 = ashr i136 %776, 135
  %778 = trunc i136 %777 to i32
  %779 = sext i32 %778 to i64
  %780 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %779, ptr noundef @.str.119, i32 noundef %780)
  %781 = load i32, ptr %6, align 4
  %782 = sext i32 %781 to i64
  %783 = getelementptr inbounds [2 x [8 x %struct.S0]], ptr @g_1811, i64 0, i64 %782
  %784 = load i32, ptr %7, align 4
  %785 = sext i32 %784 to i64
  %786 = getelementptr inbounds [8 x %struct.S0], ptr %783, i64 0, i64 %785
  %787 = load i136, ptr %786, align 1
  %788 = shl i136 %787, 84
  %789 = ashr i136 %788, 112
  %790 = trunc i136 %789 to i32
  %791 = sext i32 %790 to i64
  %792 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %791, ptr noundef @.str.120, i32 noundef %792)
  %793 = load i32, ptr %6, align 4
  %794 = sext i32 %793 to i64
  %795 = getelementptr inbounds [2 x [8 x %struct.S0]], ptr @g_1811, i64 0, i64 %794
  %796 = load i32, ptr %7, align 4
  %797 = sext i32 %796 to i64
  %798 = getelementptr inbounds [8 x %struct.S0], ptr %795, i64 0, i64 %797
  %799 = load i136, ptr %798, align 1
  %800 = shl i136 %799, 69
  %801 = ashr i136 %800, 121
  %802 = trunc i136 %801 to i32
  %803 = sext i32 %802 to i64
  %804 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %803, ptr noundef @.str.121, i32 noundef %804)
  %805 = load i32, ptr %6, align 4
  %806 = sext i32 %805 to i64
  %807 = getelementptr inbounds [2 x [8 x %struct.S0]], ptr @g_1811, i64 0, i64 %806
  %808 = load i32, ptr %7, align 4
  %809 = sext i32 %808 to i64
  %810 = getelementptr inbounds [8 x %struct.S0], ptr %807, i64 0, i64 %809
  %811 = load i136, ptr %810, align 1
  %812 = shl i136 %811, 55
  %813 = ashr i136 %812, 122
  %814 = trunc i136 %813 to i32
  %815 = sext i32 %814 to i64
  %816 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %815, ptr noundef @.str.122, i32 noundef %816)
  %817 = load i32, ptr %6, align 4
  %818 = sext i32 %817 to i64
  %819 = getelementptr inbounds [2 x [8 x %struct.S0]], ptr @g_1811, i64 0, i64 %818
  %820 = load i32, ptr %7, align 4
  %821 = sext i32 %820 to i64
  %822 = getelementptr inbounds [8 x %struct.S0], ptr %819, i64 0, i64 %821
  %823 = load volatile i136, ptr %822, align 1
  %824 = lshr i136 %823, 81
  %825 = and i136 %824, 1073741823
  %826 = trunc i136 %825 to i32
  %827 = zext i32 %826 to i64
  %828 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %827, ptr noundef @.str.123, i32 noundef %828)
  %829 = load i32, ptr %6, align 4
  %830 = sext i32 %829 to i64
  %831 = getelementptr inbounds [2 x [8 x %struct.S0]], ptr @g_1811, i64 0, i64 %830
  %832 = load i32, ptr %7, align 4
  %833 = sext i32 %832 to i64
  %834 = getelementptr inbounds [8 x %struct.S0], ptr %831, i64 0, i64 %833
  %835 = load volatile i136, ptr %834, align 1
  %836 = shl i136 %835, 5
  %837 = ashr i136 %836, 116
  %838 = trunc i136 %837 to i32
  %839 = sext i32 %838 to i64
  %840 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %839, ptr noundef @.str.124, i32 noundef %840)
  %841 = load i32, ptr %9, align 4
  %842 = icmp ne i32 %841, 0
  br i1 %842, label %843, label %847

843:                                              ; preds = %757
  %844 = load i32, ptr %6, align 4
  %845 = load i32, ptr %7, align 4
  %846 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %844, i32 noundef %845)
  br label %847

847:                                              ; preds = %843, %757
  br label %848

848:                                              ; preds = %847
  %849 = load i32, ptr %7, align 4
  %850 = add nsw i32 %849, 1
  store i32 %850, ptr %7, align 4
  br label %754, !llvm.loop !19

851:                                              ; preds = %754
  br label %852

852:                                              ; preds = %851
  %853 = load i32, ptr %6, align 4
  %854 = add nsw i32 %853, 1
  store i32 %854, ptr %6, align 4
  br label %750, !llvm.loop !20

855:                                              ; preds = %750
  %856 = load i16, ptr @g_1888, align 2
  %857 = zext i16 %856 to i64
  %858 = load i32, ptr %9, align 4
  call void @transparent_crc(i64 noundef %857, ptr noundef @.str.125, i32 noundef %858)
  %859 = load i32, ptr @crc32_context, align 4
  %860 = zext i32 %859 to i64
  %861 = xor i64 %860, 4294967295
  %862 = trunc i64 %861 to i32
  %863 = load i32, ptr %9, align 4
  call void @platform_main_end(i32 noundef %862, i32 noundef %863)
  ret i32 0
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_begin() #0 {
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_gentab() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 -306674912, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %5

5:                                                ; preds = %33, %0
  %6 = load i32, ptr %3, align 4
  %7 = icmp slt i32 %6, 256
  br i1 %7, label %8, label %36

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  store i32 %9, ptr %1, align 4
  store i32 8, ptr %4, align 4
  br label %10

10:                                               ; preds = %25, %8
  %11 = load i32, ptr %4, align 4
  %12 = icmp sgt i32 %11, 0
  br i1 %12, label %13, label %28

13:                                               ; preds = %10
  %14 = load i32, ptr %1, align 4
  %15 = and i32 %14, 1
  %16 = icmp ne i32 %15, 0
  br i1 %16, label %17, label %21

17:                                               ; preds = %13
  %18 = load i32, ptr %1, align 4
  %19 = lshr i32 %18, 1
  %20 = xor i32 %19, -306674912
  store i32 %20, ptr %1, align 4
  br label %24

21:                                               ; preds = %13
  %22 = load i32, ptr %1, align 4
  %23 = lshr i32 %22, 1
  store i32 %23, ptr %1, align 4
  br label %24

24:                                               ; preds = %21, %17
  br label %25

25:                                               ; preds = %24
  %26 = load i32, ptr %4, align 4
  %27 = add nsw i32 %26, -1
  store i32 %27, ptr %4, align 4
  br label %10, !llvm.loop !21

28:                                               ; preds = %10
  %29 = load i32, ptr %1, align 4
  %30 = load i32, ptr %3, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %31
  store i32 %29, ptr %32, align 4
  br label %33

33:                                               ; preds = %28
  %34 = load i32, ptr %3, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %3, align 4
  br label %5, !llvm.loop !22

36:                                               ; preds = %5
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @func_1() #0 {
  %1 = alloca i8, align 1
  %2 = alloca [1 x ptr], align 8
  %3 = alloca [3 x ptr], align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i8, align 1
  %8 = alloca i32, align 4
  %9 = alloca [1 x i32], align 4
  %10 = alloca i32, align 4
  %11 = alloca %struct.S1, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca ptr, align 8
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  store i8 -24, ptr %1, align 1
  store i32 0, ptr %4, align 4
  store ptr @g_28, ptr %5, align 8
  store ptr @g_493, ptr %6, align 8
  store i8 -94, ptr %7, align 1
  store i32 -445948976, ptr %8, align 4
  store i32 -1, ptr %10, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 @__const.func_1.l_1738, i64 16, i1 false)
  store i32 -1, ptr %12, align 4
  store i32 1258703426, ptr %13, align 4
  store ptr %8, ptr %14, align 8
  store i32 0, ptr %15, align 4
  store ptr @g_804, ptr %16, align 8
  store i32 0, ptr %17, align 4
  br label %18

18:                                               ; preds = %25, %0
  %19 = load i32, ptr %17, align 4
  %20 = icmp slt i32 %19, 1
  br i1 %20, label %21, label %28

21:                                               ; preds = %18
  %22 = load i32, ptr %17, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [1 x ptr], ptr %2, i64 0, i64 %23
  store ptr %1, ptr %24, align 8
  br label %25

25:                                               ; preds = %21
  %26 = load i32, ptr %17, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %17, align 4
  br label %18, !llvm.loop !23

28:                                               ; preds = %18
  store i32 0, ptr %17, align 4
  br label %29

29:                                               ; preds = %36, %28
  %30 = load i32, ptr %17, align 4
  %31 = icmp slt i32 %30, 3
  br i1 %31, label %32, label %39

32:                                               ; preds = %29
  %33 = load i32, ptr %17, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [3 x ptr], ptr %3, i64 0, i64 %34
  store ptr null, ptr %35, align 8
  br label %36

36:                                               ; preds = %32
  %37 = load i32, ptr %17, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %17, align 4
  br label %29, !llvm.loop !24

39:                                               ; preds = %29
  store i32 0, ptr %17, align 4
  br label %40

40:                                               ; preds = %47, %39
  %41 = load i32, ptr %17, align 4
  %42 = icmp slt i32 %41, 1
  br i1 %42, label %43, label %50

43:                                               ; preds = %40
  %44 = load i32, ptr %17, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [1 x i32], ptr %9, i64 0, i64 %45
  store i32 1, ptr %46, align 4
  br label %47

47:                                               ; preds = %43
  %48 = load i32, ptr %17, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %17, align 4
  br label %40, !llvm.loop !25

50:                                               ; preds = %40
  store volatile i8 -101, ptr @g_2, align 1
  %51 = load volatile i136, ptr @g_1444, align 1
  %52 = lshr i136 %51, 81
  %53 = and i136 %52, 1073741823
  %54 = trunc i136 %53 to i32
  ret i32 %54
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store i64 %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %7 = load i64, ptr %4, align 8
  call void @crc32_8bytes(i64 noundef %7)
  %8 = load i32, ptr %6, align 4
  %9 = icmp ne i32 %8, 0
  br i1 %9, label %10, label %16

10:                                               ; preds = %3
  %11 = load ptr, ptr %5, align 8
  %12 = load i32, ptr @crc32_context, align 4
  %13 = zext i32 %12 to i64
  %14 = xor i64 %13, 4294967295
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.126, ptr noundef %11, i64 noundef %14)
  br label %16

16:                                               ; preds = %10, %3
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_end(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.137, i32 noundef %5)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_8bytes(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = lshr i64 %3, 0
  %5 = and i64 %4, 255
  %6 = trunc i64 %5 to i8
  call void @crc32_byte(i8 noundef %6)
  %7 = load i64, ptr %2, align 8
  %8 = lshr i64 %7, 8
  %9 = and i64 %8, 255
  %10 = trunc i64 %9 to i8
  call void @crc32_byte(i8 noundef %10)
  %11 = load i64, ptr %2, align 8
  %12 = lshr i64 %11, 16
  %13 = and i64 %12, 255
  %14 = trunc i64 %13 to i8
  call void @crc32_byte(i8 noundef %14)
  %15 = load i64, ptr %2, align 8
  %16 = lshr i64 %15, 24
  %17 = and i64 %16, 255
  %18 = trunc i64 %17 to i8
  call void @crc32_byte(i8 noundef %18)
  %19 = load i64, ptr %2, align 8
  %20 = lshr i64 %19, 32
  %21 = and i64 %20, 255
  %22 = trunc i64 %21 to i8
  call void @crc32_byte(i8 noundef %22)
  %23 = load i64, ptr %2, align 8
  %24 = lshr i64 %23, 40
  %25 = and i64 %24, 255
  %26 = trunc i64 %25 to i8
  call void @crc32_byte(i8 noundef %26)
  %27 = load i64, ptr %2, align 8
  %28 = lshr i64 %27, 48
  %29 = and i64 %28, 255
  %30 = trunc i64 %29 to i8
  call void @crc32_byte(i8 noundef %30)
  %31 = load i64, ptr %2, align 8
  %32 = lshr i64 %31, 56
  %33 = and i64 %32, 255
  %34 = trunc i64 %33 to i8
  call void @crc32_byte(i8 noundef %34)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_byte(i8 noundef %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i32, ptr @crc32_context, align 4
  %4 = lshr i32 %3, 8
  %5 = and i32 %4, 16777215
  %6 = load i32, ptr @crc32_context, align 4
  %7 = load i8, ptr %2, align 1
  %8 = zext i8 %7 to i32
  %9 = xor i32 %6, %8
  %10 = and i32 %9, 255
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %11
  %13 = load i32, ptr %12, align 4
  %14 = xor i32 %5, %13
  store i32 %14, ptr @crc32_context, align 4
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind willreturn memory(read) }

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
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !7}
!24 = distinct !{!24, !7}
!25 = distinct !{!25, !7}
