; ModuleID = 'p.c'
source_filename = "p.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.S0 = type { i8, i32, i16, i16, i32, i8 }
%struct.S3 = type <{ i32, i16 }>
%struct.S1 = type <{ i64, i64, i32 }>
%struct.S2 = type { i32 }
%struct.S4 = type <{ i16, i16, i64, i32 }>

@g_6 = internal global i32 -1, align 4
@.str.1 = private unnamed_addr constant [4 x i8] c"g_6\00", align 1
@g_34 = internal unnamed_addr global [5 x [3 x [4 x i32]]] [[3 x [4 x i32]] [[4 x i32] [i32 1, i32 -9, i32 907096547, i32 1], [4 x i32] [i32 -9, i32 -106748465, i32 70640733, i32 -1], [4 x i32] [i32 -9, i32 -1501257587, i32 907096547, i32 1559023104]], [3 x [4 x i32]] [[4 x i32] [i32 1, i32 -1, i32 0, i32 0], [4 x i32] [i32 1410277694, i32 1410277694, i32 -1912584838, i32 -1], [4 x i32] [i32 -1, i32 1, i32 267929288, i32 -106748465]], [3 x [4 x i32]] [[4 x i32] [i32 -1501257587, i32 -9, i32 0, i32 267929288], [4 x i32] [i32 -106748465, i32 -9, i32 513360579, i32 -106748465], [4 x i32] [i32 -9, i32 1, i32 -1501257587, i32 -1]], [3 x [4 x i32]] [[4 x i32] [i32 907096547, i32 1410277694, i32 907096547, i32 0], [4 x i32] [i32 -106748465, i32 -1, i32 6, i32 1559023104], [4 x i32] [i32 1410277694, i32 -1501257587, i32 70640733, i32 0]], [3 x [4 x i32]] [[4 x i32] [i32 6, i32 907096547, i32 70640733, i32 513360579], [4 x i32] [i32 7, i32 564110502, i32 -4, i32 -1501257587], [4 x i32] [i32 907096547, i32 9, i32 9, i32 907096547]]], align 4
@.str.2 = private unnamed_addr constant [14 x i8] c"g_34[i][j][k]\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1
@g_37 = internal global %struct.S0 { i8 -83, i32 594514250, i16 9810, i16 -9, i32 2050173531, i8 0 }, align 4
@.str.4 = private unnamed_addr constant [8 x i8] c"g_37.f0\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"g_37.f1\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"g_37.f2\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"g_37.f3\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"g_37.f4\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"g_37.f5\00", align 1
@g_39 = internal unnamed_addr global i64 9, align 8
@.str.10 = private unnamed_addr constant [5 x i8] c"g_39\00", align 1
@g_43 = internal unnamed_addr global [8 x [6 x i32]] [[6 x i32] [i32 -61067867, i32 -494225366, i32 -61067867, i32 -61067867, i32 -494225366, i32 -61067867], [6 x i32] [i32 -61067867, i32 -494225366, i32 -61067867, i32 -61067867, i32 -494225366, i32 -61067867], [6 x i32] [i32 -61067867, i32 -494225366, i32 -61067867, i32 -61067867, i32 -494225366, i32 -61067867], [6 x i32] [i32 -61067867, i32 -494225366, i32 -61067867, i32 -61067867, i32 -494225366, i32 -61067867], [6 x i32] [i32 -61067867, i32 -494225366, i32 -61067867, i32 -61067867, i32 -494225366, i32 -61067867], [6 x i32] [i32 -61067867, i32 -494225366, i32 -61067867, i32 -61067867, i32 -494225366, i32 -61067867], [6 x i32] [i32 -61067867, i32 -494225366, i32 -61067867, i32 -61067867, i32 -494225366, i32 -61067867], [6 x i32] [i32 -61067867, i32 -494225366, i32 -61067867, i32 -61067867, i32 -494225366, i32 -61067867]], align 4
@.str.11 = private unnamed_addr constant [11 x i8] c"g_43[i][j]\00", align 1
@.str.12 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1
@.str.13 = private unnamed_addr constant [8 x i8] c"g_52.f0\00", align 1
@.str.14 = private unnamed_addr constant [8 x i8] c"g_52.f1\00", align 1
@.str.15 = private unnamed_addr constant [8 x i8] c"g_52.f2\00", align 1
@.str.16 = private unnamed_addr constant [8 x i8] c"g_52.f3\00", align 1
@.str.17 = private unnamed_addr constant [8 x i8] c"g_52.f4\00", align 1
@.str.18 = private unnamed_addr constant [8 x i8] c"g_52.f5\00", align 1
@.str.19 = private unnamed_addr constant [8 x i8] c"g_52.f6\00", align 1
@.str.20 = private unnamed_addr constant [8 x i8] c"g_53.f0\00", align 1
@.str.21 = private unnamed_addr constant [8 x i8] c"g_53.f1\00", align 1
@.str.22 = private unnamed_addr constant [8 x i8] c"g_53.f2\00", align 1
@.str.23 = private unnamed_addr constant [8 x i8] c"g_53.f3\00", align 1
@.str.24 = private unnamed_addr constant [8 x i8] c"g_53.f4\00", align 1
@.str.25 = private unnamed_addr constant [8 x i8] c"g_53.f5\00", align 1
@.str.26 = private unnamed_addr constant [8 x i8] c"g_53.f6\00", align 1
@g_79 = internal unnamed_addr global i64 -6048631955125001418, align 8
@.str.27 = private unnamed_addr constant [5 x i8] c"g_79\00", align 1
@g_84 = internal global i32 1, align 4
@.str.28 = private unnamed_addr constant [5 x i8] c"g_84\00", align 1
@g_90 = internal unnamed_addr global [4 x [8 x [6 x i32]]] [[8 x [6 x i32]] [[6 x i32] [i32 1847088929, i32 -1, i32 756065872, i32 -2, i32 135239809, i32 7], [6 x i32] [i32 -1, i32 -1030707206, i32 5, i32 -2, i32 140834219, i32 6], [6 x i32] [i32 1847088929, i32 -1497120568, i32 1426788498, i32 6, i32 6, i32 1426788498], [6 x i32] [i32 -667894119, i32 -667894119, i32 5, i32 203716903, i32 -1, i32 -1], [6 x i32] [i32 5, i32 756065872, i32 -1, i32 9, i32 -501995635, i32 5], [6 x i32] [i32 -1497120568, i32 5, i32 -1, i32 1426788498, i32 -667894119, i32 -1], [6 x i32] [i32 -1561603239, i32 1426788498, i32 5, i32 135239809, i32 5, i32 1426788498], [6 x i32] [i32 135239809, i32 5, i32 1426788498, i32 -1561603239, i32 -1440690256, i32 6]], [8 x [6 x i32]] [[6 x i32] [i32 1426788498, i32 -1, i32 5, i32 -1497120568, i32 9, i32 7], [6 x i32] [i32 9, i32 -1, i32 756065872, i32 5, i32 -1440690256, i32 1847088929], [6 x i32] [i32 203716903, i32 5, i32 -667894119, i32 -667894119, i32 5, i32 203716903], [6 x i32] [i32 6, i32 1426788498, i32 -1497120568, i32 1847088929, i32 -667894119, i32 -1561603239], [6 x i32] [i32 -2, i32 5, i32 -1030707206, i32 -1, i32 -501995635, i32 756065872], [6 x i32] [i32 -2, i32 756065872, i32 -1, i32 1847088929, i32 -1, i32 -501995635], [6 x i32] [i32 6, i32 -667894119, i32 9, i32 -667894119, i32 6, i32 -1030707206], [6 x i32] [i32 203716903, i32 -1497120568, i32 7, i32 5, i32 140834219, i32 -3]], [8 x [6 x i32]] [[6 x i32] [i32 9, i32 -1030707206, i32 -1963577502, i32 -1497120568, i32 135239809, i32 -3], [6 x i32] [i32 1426788498, i32 -1, i32 7, i32 -1561603239, i32 -1030707206, i32 -1030707206], [6 x i32] [i32 135239809, i32 9, i32 9, i32 135239809, i32 1426788498, i32 -501995635], [6 x i32] [i32 -1561603239, i32 7, i32 -1, i32 1426788498, i32 1847088929, i32 756065872], [6 x i32] [i32 -1497120568, i32 -1963577502, i32 -1030707206, i32 9, i32 1847088929, i32 -1561603239], [6 x i32] [i32 5, i32 7, i32 -1497120568, i32 -667894119, i32 9, i32 -667894119], [6 x i32] [i32 -1440690256, i32 1, i32 -1440690256, i32 -1, i32 5, i32 -1497120568], [6 x i32] [i32 -1497120568, i32 7, i32 5, i32 140834219, i32 -3, i32 -1030707206]], [8 x [6 x i32]] [[6 x i32] [i32 7, i32 5, i32 1847088929, i32 140834219, i32 135239809, i32 -1], [6 x i32] [i32 -1497120568, i32 6, i32 9, i32 -1, i32 -1, i32 9], [6 x i32] [i32 -1440690256, i32 -1440690256, i32 -1963577502, i32 -667894119, i32 203716903, i32 7], [6 x i32] [i32 1847088929, i32 5, i32 203716903, i32 1, i32 1426788498, i32 -1963577502], [6 x i32] [i32 6, i32 1847088929, i32 203716903, i32 9, i32 -1440690256, i32 7], [6 x i32] [i32 756065872, i32 9, i32 -1963577502, i32 -3, i32 -1963577502, i32 9], [6 x i32] [i32 -3, i32 -1963577502, i32 9, i32 756065872, i32 -501995635, i32 -1], [6 x i32] [i32 9, i32 203716903, i32 1847088929, i32 6, i32 1, i32 -1030707206]]], align 4
@.str.29 = private unnamed_addr constant [14 x i8] c"g_90[i][j][k]\00", align 1
@g_100 = internal unnamed_addr global i16 -22529, align 4
@.str.30 = private unnamed_addr constant [6 x i8] c"g_100\00", align 1
@g_110 = internal unnamed_addr global i64 -616147374690796753, align 8
@.str.31 = private unnamed_addr constant [6 x i8] c"g_110\00", align 1
@g_133 = internal global i8 -1, align 4
@.str.32 = private unnamed_addr constant [6 x i8] c"g_133\00", align 1
@.str.33 = private unnamed_addr constant [9 x i8] c"g_144.f0\00", align 1
@.str.34 = private unnamed_addr constant [9 x i8] c"g_144.f1\00", align 1
@.str.35 = private unnamed_addr constant [9 x i8] c"g_144.f2\00", align 1
@.str.36 = private unnamed_addr constant [9 x i8] c"g_144.f3\00", align 1
@g_155 = internal unnamed_addr constant [7 x [5 x i32]] [[5 x i32] [i32 -6, i32 8, i32 8, i32 -6, i32 -6], [5 x i32] [i32 -943347411, i32 -146766224, i32 -943347411, i32 -146766224, i32 -943347411], [5 x i32] [i32 -6, i32 -6, i32 8, i32 8, i32 -6], [5 x i32] [i32 997464933, i32 -146766224, i32 997464933, i32 -146766224, i32 997464933], [5 x i32] [i32 -6, i32 8, i32 8, i32 -6, i32 -6], [5 x i32] [i32 -943347411, i32 -146766224, i32 -943347411, i32 -146766224, i32 -943347411], [5 x i32] [i32 -6, i32 -6, i32 8, i32 8, i32 -6]], align 4
@.str.37 = private unnamed_addr constant [12 x i8] c"g_155[i][j]\00", align 1
@g_156 = internal global %struct.S0 { i8 -14, i32 -5, i16 0, i16 0, i32 -7, i8 2 }, align 4
@.str.38 = private unnamed_addr constant [9 x i8] c"g_156.f0\00", align 1
@.str.39 = private unnamed_addr constant [9 x i8] c"g_156.f1\00", align 1
@.str.40 = private unnamed_addr constant [9 x i8] c"g_156.f2\00", align 1
@.str.41 = private unnamed_addr constant [9 x i8] c"g_156.f3\00", align 1
@.str.42 = private unnamed_addr constant [9 x i8] c"g_156.f4\00", align 1
@.str.43 = private unnamed_addr constant [9 x i8] c"g_156.f5\00", align 1
@g_161 = internal global %struct.S3 <{ i32 7, i16 0 }>, align 4
@.str.44 = private unnamed_addr constant [9 x i8] c"g_161.f0\00", align 1
@.str.45 = private unnamed_addr constant [9 x i8] c"g_161.f1\00", align 1
@.str.46 = private unnamed_addr constant [15 x i8] c"g_183[i][j].f0\00", align 1
@.str.47 = private unnamed_addr constant [15 x i8] c"g_183[i][j].f1\00", align 1
@.str.48 = private unnamed_addr constant [15 x i8] c"g_183[i][j].f2\00", align 1
@.str.49 = private unnamed_addr constant [15 x i8] c"g_183[i][j].f3\00", align 1
@.str.50 = private unnamed_addr constant [15 x i8] c"g_183[i][j].f4\00", align 1
@.str.51 = private unnamed_addr constant [15 x i8] c"g_183[i][j].f5\00", align 1
@.str.52 = private unnamed_addr constant [15 x i8] c"g_183[i][j].f6\00", align 1
@.str.53 = private unnamed_addr constant [6 x i8] c"g_203\00", align 1
@g_204 = internal unnamed_addr constant [1 x [3 x [8 x i8]]] [[3 x [8 x i8]] [[8 x i8] c"\FE\C9\00\FE\01\01\FE\00", [8 x i8] c"\92\92\01\00\FE\01\FE\00", [8 x i8] c"\00\00\00\01\00\C9\C9\00"]], align 1
@.str.54 = private unnamed_addr constant [15 x i8] c"g_204[i][j][k]\00", align 1
@g_213 = internal global %struct.S0 { i8 10, i32 1975164412, i16 -31283, i16 8537, i32 2, i8 -104 }, align 4
@.str.55 = private unnamed_addr constant [9 x i8] c"g_213.f0\00", align 1
@.str.56 = private unnamed_addr constant [9 x i8] c"g_213.f1\00", align 1
@.str.57 = private unnamed_addr constant [9 x i8] c"g_213.f2\00", align 1
@.str.58 = private unnamed_addr constant [9 x i8] c"g_213.f3\00", align 1
@.str.59 = private unnamed_addr constant [9 x i8] c"g_213.f4\00", align 1
@.str.60 = private unnamed_addr constant [9 x i8] c"g_213.f5\00", align 1
@g_216 = internal global %struct.S0 { i8 83, i32 957786685, i16 25247, i16 -3, i32 1029023056, i8 93 }, align 4
@.str.61 = private unnamed_addr constant [9 x i8] c"g_216.f0\00", align 1
@.str.62 = private unnamed_addr constant [9 x i8] c"g_216.f1\00", align 1
@.str.63 = private unnamed_addr constant [9 x i8] c"g_216.f2\00", align 1
@.str.64 = private unnamed_addr constant [9 x i8] c"g_216.f3\00", align 1
@.str.65 = private unnamed_addr constant [9 x i8] c"g_216.f4\00", align 1
@.str.66 = private unnamed_addr constant [9 x i8] c"g_216.f5\00", align 1
@g_235 = internal global i32 0, align 4
@.str.67 = private unnamed_addr constant [6 x i8] c"g_235\00", align 1
@g_237 = internal unnamed_addr global i32 -1, align 4
@.str.68 = private unnamed_addr constant [6 x i8] c"g_237\00", align 1
@g_245 = internal unnamed_addr global i8 7, align 4
@.str.69 = private unnamed_addr constant [6 x i8] c"g_245\00", align 1
@g_262 = internal global i16 32462, align 4
@.str.70 = private unnamed_addr constant [6 x i8] c"g_262\00", align 1
@g_263 = internal global [5 x [1 x %struct.S0]] [[1 x %struct.S0] [%struct.S0 { i8 -5, i32 0, i16 1, i16 19146, i32 -1285256991, i8 4 }], [1 x %struct.S0] [%struct.S0 { i8 -5, i32 0, i16 1, i16 19146, i32 -1285256991, i8 4 }], [1 x %struct.S0] [%struct.S0 { i8 -5, i32 0, i16 1, i16 19146, i32 -1285256991, i8 4 }], [1 x %struct.S0] [%struct.S0 { i8 -5, i32 0, i16 1, i16 19146, i32 -1285256991, i8 4 }], [1 x %struct.S0] [%struct.S0 { i8 -5, i32 0, i16 1, i16 19146, i32 -1285256991, i8 4 }]], align 4
@.str.71 = private unnamed_addr constant [15 x i8] c"g_263[i][j].f0\00", align 1
@.str.72 = private unnamed_addr constant [15 x i8] c"g_263[i][j].f1\00", align 1
@.str.73 = private unnamed_addr constant [15 x i8] c"g_263[i][j].f2\00", align 1
@.str.74 = private unnamed_addr constant [15 x i8] c"g_263[i][j].f3\00", align 1
@.str.75 = private unnamed_addr constant [15 x i8] c"g_263[i][j].f4\00", align 1
@.str.76 = private unnamed_addr constant [15 x i8] c"g_263[i][j].f5\00", align 1
@g_264 = internal global %struct.S0 { i8 -40, i32 1747427551, i16 1, i16 27897, i32 -1344288736, i8 -27 }, align 4
@.str.77 = private unnamed_addr constant [9 x i8] c"g_264.f0\00", align 1
@.str.78 = private unnamed_addr constant [9 x i8] c"g_264.f1\00", align 1
@.str.79 = private unnamed_addr constant [9 x i8] c"g_264.f2\00", align 1
@.str.80 = private unnamed_addr constant [9 x i8] c"g_264.f3\00", align 1
@.str.81 = private unnamed_addr constant [9 x i8] c"g_264.f4\00", align 1
@.str.82 = private unnamed_addr constant [9 x i8] c"g_264.f5\00", align 1
@g_282 = internal global i32 1811067116, align 4
@.str.83 = private unnamed_addr constant [6 x i8] c"g_282\00", align 1
@g_287 = internal global %struct.S3 <{ i32 -1371923883, i16 1 }>, align 4
@.str.84 = private unnamed_addr constant [9 x i8] c"g_287.f0\00", align 1
@.str.85 = private unnamed_addr constant [9 x i8] c"g_287.f1\00", align 1
@g_291 = internal global %struct.S3 <{ i32 2039165005, i16 0 }>, align 4
@.str.86 = private unnamed_addr constant [9 x i8] c"g_291.f0\00", align 1
@.str.87 = private unnamed_addr constant [9 x i8] c"g_291.f1\00", align 1
@g_292 = internal global %struct.S3 <{ i32 0, i16 -5 }>, align 4
@.str.88 = private unnamed_addr constant [9 x i8] c"g_292.f0\00", align 1
@.str.89 = private unnamed_addr constant [9 x i8] c"g_292.f1\00", align 1
@.str.90 = private unnamed_addr constant [15 x i8] c"g_314[i][j].f0\00", align 1
@.str.91 = private unnamed_addr constant [15 x i8] c"g_314[i][j].f1\00", align 1
@.str.92 = private unnamed_addr constant [15 x i8] c"g_314[i][j].f2\00", align 1
@.str.93 = private unnamed_addr constant [15 x i8] c"g_314[i][j].f3\00", align 1
@g_327 = internal unnamed_addr global i64 4997187114961436168, align 8
@.str.94 = private unnamed_addr constant [6 x i8] c"g_327\00", align 1
@.str.95 = private unnamed_addr constant [6 x i8] c"g_370\00", align 1
@.str.96 = private unnamed_addr constant [9 x i8] c"g_376.f0\00", align 1
@.str.97 = private unnamed_addr constant [9 x i8] c"g_376.f1\00", align 1
@.str.98 = private unnamed_addr constant [9 x i8] c"g_376.f2\00", align 1
@.str.99 = private unnamed_addr constant [9 x i8] c"g_376.f3\00", align 1
@.str.100 = private unnamed_addr constant [9 x i8] c"g_376.f4\00", align 1
@.str.101 = private unnamed_addr constant [9 x i8] c"g_377.f0\00", align 1
@.str.102 = private unnamed_addr constant [9 x i8] c"g_377.f1\00", align 1
@.str.103 = private unnamed_addr constant [9 x i8] c"g_377.f2\00", align 1
@.str.104 = private unnamed_addr constant [9 x i8] c"g_377.f3\00", align 1
@.str.105 = private unnamed_addr constant [9 x i8] c"g_377.f4\00", align 1
@.str.106 = private unnamed_addr constant [9 x i8] c"g_377.f5\00", align 1
@.str.107 = private unnamed_addr constant [9 x i8] c"g_377.f6\00", align 1
@g_404 = internal global i8 9, align 4
@.str.108 = private unnamed_addr constant [6 x i8] c"g_404\00", align 1
@g_405 = internal global i8 -92, align 4
@.str.109 = private unnamed_addr constant [6 x i8] c"g_405\00", align 1
@g_406 = internal global i8 -127, align 4
@.str.110 = private unnamed_addr constant [6 x i8] c"g_406\00", align 1
@g_407 = internal global i8 -42, align 4
@.str.111 = private unnamed_addr constant [6 x i8] c"g_407\00", align 1
@g_408 = internal global i8 -10, align 4
@.str.112 = private unnamed_addr constant [6 x i8] c"g_408\00", align 1
@g_409 = internal global [6 x i8] c"555555", align 4
@.str.113 = private unnamed_addr constant [9 x i8] c"g_409[i]\00", align 1
@.str.114 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1
@g_419 = internal global %struct.S0 { i8 0, i32 -1474926902, i16 -4, i16 1, i32 -565491567, i8 -16 }, align 4
@.str.115 = private unnamed_addr constant [9 x i8] c"g_419.f0\00", align 1
@.str.116 = private unnamed_addr constant [9 x i8] c"g_419.f1\00", align 1
@.str.117 = private unnamed_addr constant [9 x i8] c"g_419.f2\00", align 1
@.str.118 = private unnamed_addr constant [9 x i8] c"g_419.f3\00", align 1
@.str.119 = private unnamed_addr constant [9 x i8] c"g_419.f4\00", align 1
@.str.120 = private unnamed_addr constant [9 x i8] c"g_419.f5\00", align 1
@.str.121 = private unnamed_addr constant [6 x i8] c"g_446\00", align 1
@.str.122 = private unnamed_addr constant [18 x i8] c"g_466[i][j][k].f0\00", align 1
@.str.123 = private unnamed_addr constant [18 x i8] c"g_466[i][j][k].f1\00", align 1
@.str.124 = private unnamed_addr constant [18 x i8] c"g_466[i][j][k].f2\00", align 1
@.str.125 = private unnamed_addr constant [18 x i8] c"g_466[i][j][k].f3\00", align 1
@.str.126 = private unnamed_addr constant [12 x i8] c"g_467[i].f0\00", align 1
@.str.127 = private unnamed_addr constant [12 x i8] c"g_467[i].f1\00", align 1
@.str.128 = private unnamed_addr constant [12 x i8] c"g_467[i].f2\00", align 1
@.str.129 = private unnamed_addr constant [12 x i8] c"g_467[i].f3\00", align 1
@.str.130 = private unnamed_addr constant [12 x i8] c"g_467[i].f4\00", align 1
@.str.131 = private unnamed_addr constant [12 x i8] c"g_467[i].f5\00", align 1
@.str.132 = private unnamed_addr constant [12 x i8] c"g_467[i].f6\00", align 1
@g_471 = internal unnamed_addr constant [8 x [2 x i8]] [[2 x i8] c"66", [2 x i8] c"6\01", [2 x i8] c"66", [2 x i8] c"6\01", [2 x i8] c"66", [2 x i8] c"6\01", [2 x i8] c"66", [2 x i8] c"6\01"], align 1
@.str.133 = private unnamed_addr constant [12 x i8] c"g_471[i][j]\00", align 1
@g_545 = internal global i32 -1, align 4
@.str.134 = private unnamed_addr constant [6 x i8] c"g_545\00", align 1
@.str.135 = private unnamed_addr constant [9 x i8] c"g_555.f0\00", align 1
@.str.136 = private unnamed_addr constant [9 x i8] c"g_555.f1\00", align 1
@.str.137 = private unnamed_addr constant [9 x i8] c"g_555.f2\00", align 1
@.str.138 = private unnamed_addr constant [9 x i8] c"g_555.f3\00", align 1
@.str.139 = private unnamed_addr constant [9 x i8] c"g_555.f4\00", align 1
@.str.140 = private unnamed_addr constant [18 x i8] c"g_559[i][j][k].f0\00", align 1
@.str.141 = private unnamed_addr constant [18 x i8] c"g_559[i][j][k].f1\00", align 1
@.str.142 = private unnamed_addr constant [18 x i8] c"g_559[i][j][k].f2\00", align 1
@.str.143 = private unnamed_addr constant [18 x i8] c"g_559[i][j][k].f3\00", align 1
@.str.144 = private unnamed_addr constant [18 x i8] c"g_559[i][j][k].f4\00", align 1
@.str.145 = private unnamed_addr constant [18 x i8] c"g_559[i][j][k].f5\00", align 1
@.str.146 = private unnamed_addr constant [18 x i8] c"g_559[i][j][k].f6\00", align 1
@.str.147 = private unnamed_addr constant [6 x i8] c"g_563\00", align 1
@.str.148 = private unnamed_addr constant [9 x i8] c"g_620.f0\00", align 1
@.str.149 = private unnamed_addr constant [9 x i8] c"g_620.f1\00", align 1
@.str.150 = private unnamed_addr constant [9 x i8] c"g_620.f2\00", align 1
@.str.151 = private unnamed_addr constant [9 x i8] c"g_620.f3\00", align 1
@.str.152 = private unnamed_addr constant [9 x i8] c"g_620.f4\00", align 1
@.str.153 = private unnamed_addr constant [9 x i8] c"g_620.f5\00", align 1
@.str.154 = private unnamed_addr constant [9 x i8] c"g_620.f6\00", align 1
@.str.155 = private unnamed_addr constant [12 x i8] c"g_621[i].f0\00", align 1
@.str.156 = private unnamed_addr constant [12 x i8] c"g_621[i].f1\00", align 1
@.str.157 = private unnamed_addr constant [12 x i8] c"g_621[i].f2\00", align 1
@.str.158 = private unnamed_addr constant [12 x i8] c"g_621[i].f3\00", align 1
@.str.159 = private unnamed_addr constant [12 x i8] c"g_621[i].f4\00", align 1
@.str.160 = private unnamed_addr constant [12 x i8] c"g_621[i].f5\00", align 1
@.str.161 = private unnamed_addr constant [12 x i8] c"g_621[i].f6\00", align 1
@.str.162 = private unnamed_addr constant [9 x i8] c"g_648.f0\00", align 1
@.str.163 = private unnamed_addr constant [9 x i8] c"g_648.f1\00", align 1
@.str.164 = private unnamed_addr constant [9 x i8] c"g_648.f2\00", align 1
@.str.165 = private unnamed_addr constant [9 x i8] c"g_648.f3\00", align 1
@g_674 = internal global [8 x %struct.S0] [%struct.S0 { i8 1, i32 -622297790, i16 -25410, i16 20767, i32 1217030348, i8 7 }, %struct.S0 { i8 1, i32 -622297790, i16 -25410, i16 20767, i32 1217030348, i8 7 }, %struct.S0 { i8 1, i32 -622297790, i16 -25410, i16 20767, i32 1217030348, i8 7 }, %struct.S0 { i8 1, i32 -622297790, i16 -25410, i16 20767, i32 1217030348, i8 7 }, %struct.S0 { i8 1, i32 -622297790, i16 -25410, i16 20767, i32 1217030348, i8 7 }, %struct.S0 { i8 1, i32 -622297790, i16 -25410, i16 20767, i32 1217030348, i8 7 }, %struct.S0 { i8 1, i32 -622297790, i16 -25410, i16 20767, i32 1217030348, i8 7 }, %struct.S0 { i8 1, i32 -622297790, i16 -25410, i16 20767, i32 1217030348, i8 7 }], align 4
@.str.166 = private unnamed_addr constant [12 x i8] c"g_674[i].f0\00", align 1
@.str.167 = private unnamed_addr constant [12 x i8] c"g_674[i].f1\00", align 1
@.str.168 = private unnamed_addr constant [12 x i8] c"g_674[i].f2\00", align 1
@.str.169 = private unnamed_addr constant [12 x i8] c"g_674[i].f3\00", align 1
@.str.170 = private unnamed_addr constant [12 x i8] c"g_674[i].f4\00", align 1
@.str.171 = private unnamed_addr constant [12 x i8] c"g_674[i].f5\00", align 1
@.str.172 = private unnamed_addr constant [9 x i8] c"g_706.f0\00", align 1
@.str.173 = private unnamed_addr constant [9 x i8] c"g_706.f1\00", align 1
@.str.174 = private unnamed_addr constant [9 x i8] c"g_706.f2\00", align 1
@.str.175 = private unnamed_addr constant [9 x i8] c"g_706.f3\00", align 1
@.str.176 = private unnamed_addr constant [9 x i8] c"g_706.f4\00", align 1
@.str.177 = private unnamed_addr constant [9 x i8] c"g_706.f5\00", align 1
@.str.178 = private unnamed_addr constant [9 x i8] c"g_706.f6\00", align 1
@.str.179 = private unnamed_addr constant [9 x i8] c"g_718.f0\00", align 1
@.str.180 = private unnamed_addr constant [9 x i8] c"g_718.f1\00", align 1
@.str.181 = private unnamed_addr constant [9 x i8] c"g_718.f2\00", align 1
@.str.182 = private unnamed_addr constant [9 x i8] c"g_718.f3\00", align 1
@.str.183 = private unnamed_addr constant [9 x i8] c"g_718.f4\00", align 1
@.str.184 = private unnamed_addr constant [9 x i8] c"g_718.f5\00", align 1
@.str.185 = private unnamed_addr constant [9 x i8] c"g_718.f6\00", align 1
@g_750 = internal global i32 -8972017, align 4
@.str.186 = private unnamed_addr constant [6 x i8] c"g_750\00", align 1
@.str.187 = private unnamed_addr constant [6 x i8] c"g_759\00", align 1
@.str.188 = private unnamed_addr constant [9 x i8] c"g_783.f0\00", align 1
@.str.189 = private unnamed_addr constant [9 x i8] c"g_783.f1\00", align 1
@.str.190 = private unnamed_addr constant [9 x i8] c"g_783.f2\00", align 1
@.str.191 = private unnamed_addr constant [9 x i8] c"g_783.f3\00", align 1
@.str.192 = private unnamed_addr constant [9 x i8] c"g_783.f4\00", align 1
@.str.193 = private unnamed_addr constant [9 x i8] c"g_783.f5\00", align 1
@.str.194 = private unnamed_addr constant [9 x i8] c"g_783.f6\00", align 1
@.str.195 = private unnamed_addr constant [9 x i8] c"g_799.f0\00", align 1
@.str.196 = private unnamed_addr constant [9 x i8] c"g_799.f1\00", align 1
@.str.197 = private unnamed_addr constant [9 x i8] c"g_799.f2\00", align 1
@.str.198 = private unnamed_addr constant [9 x i8] c"g_799.f3\00", align 1
@.str.199 = private unnamed_addr constant [9 x i8] c"g_799.f4\00", align 1
@.str.200 = private unnamed_addr constant [9 x i8] c"g_799.f5\00", align 1
@.str.201 = private unnamed_addr constant [9 x i8] c"g_799.f6\00", align 1
@g_800 = internal global %struct.S3 <{ i32 -1216521137, i16 -1 }>, align 4
@.str.202 = private unnamed_addr constant [9 x i8] c"g_800.f0\00", align 1
@.str.203 = private unnamed_addr constant [9 x i8] c"g_800.f1\00", align 1
@g_811 = internal global %struct.S3 <{ i32 -1153448126, i16 1 }>, align 4
@.str.204 = private unnamed_addr constant [9 x i8] c"g_811.f0\00", align 1
@.str.205 = private unnamed_addr constant [9 x i8] c"g_811.f1\00", align 1
@.str.206 = private unnamed_addr constant [18 x i8] c"g_814[i][j][k].f0\00", align 1
@.str.207 = private unnamed_addr constant [18 x i8] c"g_814[i][j][k].f1\00", align 1
@.str.208 = private unnamed_addr constant [18 x i8] c"g_814[i][j][k].f2\00", align 1
@.str.209 = private unnamed_addr constant [18 x i8] c"g_814[i][j][k].f3\00", align 1
@.str.210 = private unnamed_addr constant [15 x i8] c"g_826[i][j].f0\00", align 1
@.str.211 = private unnamed_addr constant [15 x i8] c"g_826[i][j].f1\00", align 1
@.str.212 = private unnamed_addr constant [15 x i8] c"g_826[i][j].f2\00", align 1
@.str.213 = private unnamed_addr constant [15 x i8] c"g_826[i][j].f3\00", align 1
@.str.214 = private unnamed_addr constant [15 x i8] c"g_826[i][j].f4\00", align 1
@.str.215 = private unnamed_addr constant [15 x i8] c"g_826[i][j].f5\00", align 1
@.str.216 = private unnamed_addr constant [15 x i8] c"g_826[i][j].f6\00", align 1
@.str.217 = private unnamed_addr constant [9 x i8] c"g_864.f0\00", align 1
@.str.218 = private unnamed_addr constant [9 x i8] c"g_864.f1\00", align 1
@.str.219 = private unnamed_addr constant [9 x i8] c"g_864.f2\00", align 1
@.str.220 = private unnamed_addr constant [9 x i8] c"g_864.f3\00", align 1
@.str.221 = private unnamed_addr constant [9 x i8] c"g_864.f4\00", align 1
@.str.222 = private unnamed_addr constant [9 x i8] c"g_864.f5\00", align 1
@.str.223 = private unnamed_addr constant [9 x i8] c"g_864.f6\00", align 1
@.str.224 = private unnamed_addr constant [9 x i8] c"g_920.f0\00", align 1
@.str.225 = private unnamed_addr constant [9 x i8] c"g_920.f1\00", align 1
@.str.226 = private unnamed_addr constant [9 x i8] c"g_920.f2\00", align 1
@.str.227 = private unnamed_addr constant [9 x i8] c"g_920.f3\00", align 1
@g_949 = internal global %struct.S0 { i8 -1, i32 9, i16 -22845, i16 -18079, i32 488980162, i8 0 }, align 4
@.str.228 = private unnamed_addr constant [9 x i8] c"g_949.f0\00", align 1
@.str.229 = private unnamed_addr constant [9 x i8] c"g_949.f1\00", align 1
@.str.230 = private unnamed_addr constant [9 x i8] c"g_949.f2\00", align 1
@.str.231 = private unnamed_addr constant [9 x i8] c"g_949.f3\00", align 1
@.str.232 = private unnamed_addr constant [9 x i8] c"g_949.f4\00", align 1
@.str.233 = private unnamed_addr constant [9 x i8] c"g_949.f5\00", align 1
@g_975 = internal global [2 x [3 x [1 x %struct.S3]]] [[3 x [1 x %struct.S3]] [[1 x %struct.S3] [%struct.S3 <{ i32 -7, i16 6 }>], [1 x %struct.S3] [%struct.S3 <{ i32 -7, i16 6 }>], [1 x %struct.S3] [%struct.S3 <{ i32 -7, i16 6 }>]], [3 x [1 x %struct.S3]] [[1 x %struct.S3] [%struct.S3 <{ i32 -7, i16 6 }>], [1 x %struct.S3] [%struct.S3 <{ i32 -7, i16 6 }>], [1 x %struct.S3] [%struct.S3 <{ i32 -7, i16 6 }>]]], align 4
@.str.234 = private unnamed_addr constant [18 x i8] c"g_975[i][j][k].f0\00", align 1
@.str.235 = private unnamed_addr constant [18 x i8] c"g_975[i][j][k].f1\00", align 1
@.str.236 = private unnamed_addr constant [13 x i8] c"g_1011[i].f0\00", align 1
@.str.237 = private unnamed_addr constant [13 x i8] c"g_1011[i].f1\00", align 1
@.str.238 = private unnamed_addr constant [13 x i8] c"g_1011[i].f2\00", align 1
@.str.239 = private unnamed_addr constant [13 x i8] c"g_1011[i].f3\00", align 1
@.str.240 = private unnamed_addr constant [13 x i8] c"g_1011[i].f4\00", align 1
@g_1024 = internal global %struct.S0 { i8 1, i32 -163714917, i16 -8430, i16 -1, i32 -9, i8 104 }, align 4
@.str.241 = private unnamed_addr constant [10 x i8] c"g_1024.f0\00", align 1
@.str.242 = private unnamed_addr constant [10 x i8] c"g_1024.f1\00", align 1
@.str.243 = private unnamed_addr constant [10 x i8] c"g_1024.f2\00", align 1
@.str.244 = private unnamed_addr constant [10 x i8] c"g_1024.f3\00", align 1
@.str.245 = private unnamed_addr constant [10 x i8] c"g_1024.f4\00", align 1
@.str.246 = private unnamed_addr constant [10 x i8] c"g_1024.f5\00", align 1
@g_1027 = internal global [6 x %struct.S0] [%struct.S0 { i8 1, i32 -76032790, i16 8, i16 5353, i32 -1505525990, i8 -95 }, %struct.S0 { i8 74, i32 -456303488, i16 16826, i16 4, i32 6, i8 30 }, %struct.S0 { i8 1, i32 -76032790, i16 8, i16 5353, i32 -1505525990, i8 -95 }, %struct.S0 { i8 1, i32 -76032790, i16 8, i16 5353, i32 -1505525990, i8 -95 }, %struct.S0 { i8 74, i32 -456303488, i16 16826, i16 4, i32 6, i8 30 }, %struct.S0 { i8 1, i32 -76032790, i16 8, i16 5353, i32 -1505525990, i8 -95 }], align 4
@.str.247 = private unnamed_addr constant [13 x i8] c"g_1027[i].f0\00", align 1
@.str.248 = private unnamed_addr constant [13 x i8] c"g_1027[i].f1\00", align 1
@.str.249 = private unnamed_addr constant [13 x i8] c"g_1027[i].f2\00", align 1
@.str.250 = private unnamed_addr constant [13 x i8] c"g_1027[i].f3\00", align 1
@.str.251 = private unnamed_addr constant [13 x i8] c"g_1027[i].f4\00", align 1
@.str.252 = private unnamed_addr constant [13 x i8] c"g_1027[i].f5\00", align 1
@.str.253 = private unnamed_addr constant [10 x i8] c"g_1028.f0\00", align 1
@.str.254 = private unnamed_addr constant [10 x i8] c"g_1028.f1\00", align 1
@.str.255 = private unnamed_addr constant [10 x i8] c"g_1028.f2\00", align 1
@.str.256 = private unnamed_addr constant [10 x i8] c"g_1028.f3\00", align 1
@.str.257 = private unnamed_addr constant [10 x i8] c"g_1028.f4\00", align 1
@.str.258 = private unnamed_addr constant [10 x i8] c"g_1028.f5\00", align 1
@.str.259 = private unnamed_addr constant [10 x i8] c"g_1028.f6\00", align 1
@g_1055 = internal global %struct.S3 zeroinitializer, align 4
@.str.260 = private unnamed_addr constant [10 x i8] c"g_1055.f0\00", align 1
@.str.261 = private unnamed_addr constant [10 x i8] c"g_1055.f1\00", align 1
@crc32_context = internal unnamed_addr global i32 -1, align 4
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 4
@g_675 = internal global ptr getelementptr inbounds (i8, ptr @g_263, i64 20), align 8
@g_286 = internal global ptr @g_183, align 8
@g_285 = internal unnamed_addr global ptr @g_286, align 8
@g_937 = internal global ptr getelementptr inbounds (i8, ptr @g_938, i64 8), align 8
@g_83 = internal global ptr @g_84, align 8
@g_938 = internal global [5 x ptr] [ptr @g_37, ptr @g_37, ptr @g_37, ptr @g_37, ptr @g_37], align 8
@g_163 = internal global ptr @g_6, align 8
@g_281 = internal constant ptr @g_282, align 8
@g_300 = internal unnamed_addr global ptr @g_84, align 8
@g_265 = internal global ptr @g_156, align 8
@.str.262 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@g_52 = internal global { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 -26, i8 17, i8 0, i8 0, i8 30, i8 16, [2 x i8] undef, i8 74, i8 -11, i8 -1, i8 0, i8 9, i8 0, [2 x i8] undef, i8 62, i8 13, i8 0, i8 0 }, align 4
@g_53 = internal global { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 -65, i8 0, i8 0, i8 0, i8 32, i8 112, [2 x i8] undef, i8 28, i8 5, i8 0, i8 63, i8 14, i8 0, [2 x i8] undef, i8 18, i8 40, i8 0, i8 0 }, align 4
@g_144 = internal global { i8, i8, i8, i8 } { i8 24, i8 16, i8 17, i8 undef }, align 4
@g_183 = internal global [3 x [6 x { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 }]] [[6 x { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 -100, i8 -22, i8 -1, i8 1, i8 38, i8 16, [2 x i8] undef, i8 -43, i8 -5, i8 127, i8 4, i8 21, i8 0, [2 x i8] undef, i8 13, i8 25, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 -53, i8 5, i8 0, i8 0, i8 18, i8 0, [2 x i8] undef, i8 49, i8 6, i8 -128, i8 62, i8 2, i8 0, [2 x i8] undef, i8 -71, i8 33, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 -53, i8 5, i8 0, i8 0, i8 18, i8 0, [2 x i8] undef, i8 49, i8 6, i8 -128, i8 62, i8 2, i8 0, [2 x i8] undef, i8 -71, i8 33, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 -100, i8 -22, i8 -1, i8 1, i8 38, i8 16, [2 x i8] undef, i8 -43, i8 -5, i8 127, i8 4, i8 21, i8 0, [2 x i8] undef, i8 13, i8 25, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 -53, i8 5, i8 0, i8 0, i8 18, i8 0, [2 x i8] undef, i8 49, i8 6, i8 -128, i8 62, i8 2, i8 0, [2 x i8] undef, i8 -71, i8 33, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 -53, i8 5, i8 0, i8 0, i8 18, i8 0, [2 x i8] undef, i8 49, i8 6, i8 -128, i8 62, i8 2, i8 0, [2 x i8] undef, i8 -71, i8 33, i8 0, i8 0 }], [6 x { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 -100, i8 -22, i8 -1, i8 1, i8 38, i8 16, [2 x i8] undef, i8 -43, i8 -5, i8 127, i8 4, i8 21, i8 0, [2 x i8] undef, i8 13, i8 25, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 -53, i8 5, i8 0, i8 0, i8 18, i8 0, [2 x i8] undef, i8 49, i8 6, i8 -128, i8 62, i8 2, i8 0, [2 x i8] undef, i8 -71, i8 33, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 -53, i8 5, i8 0, i8 0, i8 18, i8 0, [2 x i8] undef, i8 49, i8 6, i8 -128, i8 62, i8 2, i8 0, [2 x i8] undef, i8 -71, i8 33, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 -100, i8 -22, i8 -1, i8 1, i8 38, i8 16, [2 x i8] undef, i8 -43, i8 -5, i8 127, i8 4, i8 21, i8 0, [2 x i8] undef, i8 13, i8 25, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 -53, i8 5, i8 0, i8 0, i8 18, i8 0, [2 x i8] undef, i8 49, i8 6, i8 -128, i8 62, i8 2, i8 0, [2 x i8] undef, i8 -71, i8 33, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 -53, i8 5, i8 0, i8 0, i8 18, i8 0, [2 x i8] undef, i8 49, i8 6, i8 -128, i8 62, i8 2, i8 0, [2 x i8] undef, i8 -71, i8 33, i8 0, i8 0 }], [6 x { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 -100, i8 -22, i8 -1, i8 1, i8 38, i8 16, [2 x i8] undef, i8 -43, i8 -5, i8 127, i8 4, i8 21, i8 0, [2 x i8] undef, i8 13, i8 25, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 -53, i8 5, i8 0, i8 0, i8 18, i8 0, [2 x i8] undef, i8 49, i8 6, i8 -128, i8 62, i8 2, i8 0, [2 x i8] undef, i8 -71, i8 33, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 -53, i8 5, i8 0, i8 0, i8 18, i8 0, [2 x i8] undef, i8 49, i8 6, i8 -128, i8 62, i8 2, i8 0, [2 x i8] undef, i8 -71, i8 33, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 -100, i8 -22, i8 -1, i8 1, i8 38, i8 16, [2 x i8] undef, i8 -43, i8 -5, i8 127, i8 4, i8 21, i8 0, [2 x i8] undef, i8 13, i8 25, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 -53, i8 5, i8 0, i8 0, i8 18, i8 0, [2 x i8] undef, i8 49, i8 6, i8 -128, i8 62, i8 2, i8 0, [2 x i8] undef, i8 -71, i8 33, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 -53, i8 5, i8 0, i8 0, i8 18, i8 0, [2 x i8] undef, i8 49, i8 6, i8 -128, i8 62, i8 2, i8 0, [2 x i8] undef, i8 -71, i8 33, i8 0, i8 0 }]], align 4
@g_314 = internal global [7 x [8 x { i8, i8, i8, i8 }]] [[8 x { i8, i8, i8, i8 }] [{ i8, i8, i8, i8 } { i8 27, i8 -128, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 23, i8 0, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 15, i8 16, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 23, i8 0, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 27, i8 -128, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 13, i8 -128, i8 0, i8 undef }, { i8, i8, i8, i8 } { i8 27, i8 -128, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 23, i8 0, i8 1, i8 undef }], [8 x { i8, i8, i8, i8 }] [{ i8, i8, i8, i8 } { i8 44, i8 -112, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 23, i8 0, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 44, i8 -112, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 62, i8 -112, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 27, i8 -128, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 62, i8 -112, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 44, i8 -112, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 23, i8 0, i8 1, i8 undef }], [8 x { i8, i8, i8, i8 }] [{ i8, i8, i8, i8 } { i8 27, i8 -128, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 62, i8 -112, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 44, i8 -112, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 23, i8 0, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 44, i8 -112, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 62, i8 -112, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 27, i8 -128, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 62, i8 -112, i8 1, i8 undef }], [8 x { i8, i8, i8, i8 }] [{ i8, i8, i8, i8 } { i8 27, i8 -128, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 23, i8 0, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 15, i8 16, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 23, i8 0, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 27, i8 -128, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 13, i8 -128, i8 0, i8 undef }, { i8, i8, i8, i8 } { i8 27, i8 -128, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 23, i8 0, i8 1, i8 undef }], [8 x { i8, i8, i8, i8 }] [{ i8, i8, i8, i8 } { i8 44, i8 -112, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 23, i8 0, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 44, i8 -112, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 62, i8 -112, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 27, i8 -128, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 62, i8 -112, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 44, i8 -112, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 23, i8 0, i8 1, i8 undef }], [8 x { i8, i8, i8, i8 }] [{ i8, i8, i8, i8 } { i8 27, i8 -128, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 62, i8 -112, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 15, i8 16, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 62, i8 -112, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 15, i8 16, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 13, i8 -128, i8 0, i8 undef }, { i8, i8, i8, i8 } { i8 44, i8 -112, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 13, i8 -128, i8 0, i8 undef }], [8 x { i8, i8, i8, i8 }] [{ i8, i8, i8, i8 } { i8 44, i8 -112, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 62, i8 -112, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 27, i8 -128, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 62, i8 -112, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 44, i8 -112, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 23, i8 0, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 44, i8 -112, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 62, i8 -112, i8 1, i8 undef }]], align 4
@g_376 = internal global { i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 72, i8 0, i16 0, i8 21, i8 -1, i8 3, i8 undef, i8 118, i8 73, i8 0, i8 0, i8 70, i8 1, i8 0 }, align 4
@g_377 = internal constant { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 20, i8 8, i8 0, i8 0, i8 15, i8 0, [2 x i8] undef, i8 98, i8 7, i8 -128, i8 61, i8 1, i8 0, [2 x i8] undef, i8 59, i8 22, i8 0, i8 0 }, align 4
@g_466 = internal global [1 x [6 x [5 x { i8, i8, i8, i8 }]]] [[6 x [5 x { i8, i8, i8, i8 }]] [[5 x { i8, i8, i8, i8 }] [{ i8, i8, i8, i8 } { i8 63, i8 -112, i8 0, i8 undef }, { i8, i8, i8, i8 } { i8 60, i8 -128, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 7, i8 -128, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 44, i8 16, i8 18, i8 undef }, { i8, i8, i8, i8 } { i8 44, i8 16, i8 18, i8 undef }], [5 x { i8, i8, i8, i8 }] [{ i8, i8, i8, i8 } { i8 6, i8 -112, i8 16, i8 undef }, { i8, i8, i8, i8 } { i8 51, i8 -112, i8 16, i8 undef }, { i8, i8, i8, i8 } { i8 6, i8 -112, i8 16, i8 undef }, { i8, i8, i8, i8 } { i8 31, i8 16, i8 18, i8 undef }, { i8, i8, i8, i8 } { i8 24, i8 0, i8 2, i8 undef }], [5 x { i8, i8, i8, i8 }] [{ i8, i8, i8, i8 } { i8 1, i8 16, i8 16, i8 undef }, { i8, i8, i8, i8 } { i8 33, i8 -112, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 44, i8 16, i8 18, i8 undef }, { i8, i8, i8, i8 } { i8 33, i8 -112, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 1, i8 16, i8 16, i8 undef }], [5 x { i8, i8, i8, i8 }] [{ i8, i8, i8, i8 } { i8 6, i8 -112, i8 16, i8 undef }, { i8, i8, i8, i8 } { i8 48, i8 0, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 51, i8 -112, i8 16, i8 undef }, { i8, i8, i8, i8 } { i8 19, i8 -112, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 51, i8 -112, i8 16, i8 undef }], [5 x { i8, i8, i8, i8 }] [{ i8, i8, i8, i8 } { i8 63, i8 -112, i8 0, i8 undef }, { i8, i8, i8, i8 } { i8 63, i8 -112, i8 0, i8 undef }, { i8, i8, i8, i8 } { i8 44, i8 16, i8 18, i8 undef }, { i8, i8, i8, i8 } { i8 1, i8 16, i8 16, i8 undef }, { i8, i8, i8, i8 } { i8 42, i8 16, i8 18, i8 undef }], [5 x { i8, i8, i8, i8 }] [{ i8, i8, i8, i8 } { i8 48, i8 0, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 6, i8 -112, i8 16, i8 undef }, { i8, i8, i8, i8 } { i8 6, i8 -112, i8 16, i8 undef }, { i8, i8, i8, i8 } { i8 48, i8 0, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 51, i8 -112, i8 16, i8 undef }]]], align 4
@g_467 = internal global [5 x { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 -114, i8 16, i8 0, i8 0, i8 58, i8 16, [2 x i8] undef, i8 12, i8 11, i8 -128, i8 3, i8 9, i8 0, [2 x i8] undef, i8 33, i8 13, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 -114, i8 16, i8 0, i8 0, i8 58, i8 16, [2 x i8] undef, i8 12, i8 11, i8 -128, i8 3, i8 9, i8 0, [2 x i8] undef, i8 33, i8 13, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 -114, i8 16, i8 0, i8 0, i8 58, i8 16, [2 x i8] undef, i8 12, i8 11, i8 -128, i8 3, i8 9, i8 0, [2 x i8] undef, i8 33, i8 13, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 -114, i8 16, i8 0, i8 0, i8 58, i8 16, [2 x i8] undef, i8 12, i8 11, i8 -128, i8 3, i8 9, i8 0, [2 x i8] undef, i8 33, i8 13, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 -114, i8 16, i8 0, i8 0, i8 58, i8 16, [2 x i8] undef, i8 12, i8 11, i8 -128, i8 3, i8 9, i8 0, [2 x i8] undef, i8 33, i8 13, i8 0, i8 0 }], align 4
@g_555 = internal global { i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 115, i8 0, i16 -946, i8 81, i8 -1, i8 3, i8 undef, i8 13, i8 -80, i8 0, i8 0, i8 28, i8 1, i8 0 }, align 4
@g_559 = internal global [6 x [1 x [6 x { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 }]]] [[1 x [6 x { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 }]] [[6 x { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 80, i8 1, i8 0, i8 0, i8 34, i8 0, [2 x i8] undef, i8 -67, i8 7, i8 0, i8 1, i8 19, i8 0, [2 x i8] undef, i8 -44, i8 38, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 80, i8 1, i8 0, i8 0, i8 34, i8 0, [2 x i8] undef, i8 -67, i8 7, i8 0, i8 1, i8 19, i8 0, [2 x i8] undef, i8 -44, i8 38, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 4, i8 -1, i8 -1, i8 1, i8 38, i8 0, [2 x i8] undef, i8 99, i8 -8, i8 -1, i8 60, i8 17, i8 0, [2 x i8] undef, i8 -127, i8 10, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 -51, i8 -23, i8 -1, i8 1, i8 26, i8 0, [2 x i8] undef, i8 -53, i8 -11, i8 -1, i8 61, i8 5, i8 0, [2 x i8] undef, i8 106, i8 32, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 114, i8 17, i8 0, i8 0, i8 42, i8 0, [2 x i8] undef, i8 53, i8 7, i8 0, i8 4, i8 7, i8 0, [2 x i8] undef, i8 20, i8 12, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 46, i8 -9, i8 -1, i8 1, i8 49, i8 0, [2 x i8] undef, i8 45, i8 4, i8 0, i8 0, i8 8, i8 0, [2 x i8] undef, i8 -80, i8 0, i8 0, i8 0 }]], [1 x [6 x { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 }]] [[6 x { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 46, i8 -9, i8 -1, i8 1, i8 49, i8 0, [2 x i8] undef, i8 45, i8 4, i8 0, i8 0, i8 8, i8 0, [2 x i8] undef, i8 -80, i8 0, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 9, i8 -3, i8 -1, i8 1, i8 41, i8 0, [2 x i8] undef, i8 -1, i8 2, i8 0, i8 0, i8 8, i8 0, [2 x i8] undef, i8 56, i8 35, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 80, i8 1, i8 0, i8 0, i8 34, i8 0, [2 x i8] undef, i8 -67, i8 7, i8 0, i8 1, i8 19, i8 0, [2 x i8] undef, i8 -44, i8 38, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 100, i8 -18, i8 -1, i8 1, i8 4, i8 0, [2 x i8] undef, i8 -35, i8 2, i8 0, i8 2, i8 0, i8 0, [2 x i8] undef, i8 -100, i8 33, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 -7, i8 14, i8 0, i8 0, i8 13, i8 16, [2 x i8] undef, i8 -13, i8 9, i8 0, i8 0, i8 14, i8 0, [2 x i8] undef, i8 -2, i8 39, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 4, i8 -1, i8 -1, i8 1, i8 38, i8 0, [2 x i8] undef, i8 99, i8 -8, i8 -1, i8 60, i8 17, i8 0, [2 x i8] undef, i8 -127, i8 10, i8 0, i8 0 }]], [1 x [6 x { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 }]] [[6 x { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 -28, i8 12, i8 0, i8 0, i8 36, i8 112, [2 x i8] undef, i8 -118, i8 2, i8 -128, i8 1, i8 7, i8 0, [2 x i8] undef, i8 97, i8 4, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 46, i8 -9, i8 -1, i8 1, i8 49, i8 0, [2 x i8] undef, i8 45, i8 4, i8 0, i8 0, i8 8, i8 0, [2 x i8] undef, i8 -80, i8 0, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 80, i8 1, i8 0, i8 0, i8 34, i8 0, [2 x i8] undef, i8 -67, i8 7, i8 0, i8 1, i8 19, i8 0, [2 x i8] undef, i8 -44, i8 38, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 -24, i8 -3, i8 -1, i8 1, i8 42, i8 16, [2 x i8] undef, i8 118, i8 10, i8 -128, i8 0, i8 8, i8 0, [2 x i8] undef, i8 -98, i8 9, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 80, i8 1, i8 0, i8 0, i8 34, i8 0, [2 x i8] undef, i8 -67, i8 7, i8 0, i8 1, i8 19, i8 0, [2 x i8] undef, i8 -44, i8 38, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 46, i8 -9, i8 -1, i8 1, i8 49, i8 0, [2 x i8] undef, i8 45, i8 4, i8 0, i8 0, i8 8, i8 0, [2 x i8] undef, i8 -80, i8 0, i8 0, i8 0 }]], [1 x [6 x { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 }]] [[6 x { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 120, i8 8, i8 0, i8 0, i8 20, i8 16, [2 x i8] undef, i8 114, i8 -8, i8 -1, i8 59, i8 5, i8 0, [2 x i8] undef, i8 106, i8 1, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 -24, i8 -3, i8 -1, i8 1, i8 42, i8 16, [2 x i8] undef, i8 118, i8 10, i8 -128, i8 0, i8 8, i8 0, [2 x i8] undef, i8 -98, i8 9, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 4, i8 -1, i8 -1, i8 1, i8 38, i8 0, [2 x i8] undef, i8 99, i8 -8, i8 -1, i8 60, i8 17, i8 0, [2 x i8] undef, i8 -127, i8 10, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 92, i8 -22, i8 -1, i8 1, i8 40, i8 0, [2 x i8] undef, i8 -127, i8 -10, i8 -1, i8 3, i8 9, i8 0, [2 x i8] undef, i8 38, i8 43, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 39, i8 -5, i8 -1, i8 1, i8 16, i8 0, [2 x i8] undef, i8 30, i8 9, i8 0, i8 61, i8 0, i8 0, [2 x i8] undef, i8 -54, i8 2, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 -51, i8 -23, i8 -1, i8 1, i8 26, i8 0, [2 x i8] undef, i8 -53, i8 -11, i8 -1, i8 61, i8 5, i8 0, [2 x i8] undef, i8 106, i8 32, i8 0, i8 0 }]], [1 x [6 x { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 }]] [[6 x { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 92, i8 -22, i8 -1, i8 1, i8 40, i8 0, [2 x i8] undef, i8 -127, i8 -10, i8 -1, i8 3, i8 9, i8 0, [2 x i8] undef, i8 38, i8 43, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 39, i8 -5, i8 -1, i8 1, i8 16, i8 0, [2 x i8] undef, i8 30, i8 9, i8 0, i8 61, i8 0, i8 0, [2 x i8] undef, i8 -54, i8 2, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 -51, i8 -23, i8 -1, i8 1, i8 26, i8 0, [2 x i8] undef, i8 -53, i8 -11, i8 -1, i8 61, i8 5, i8 0, [2 x i8] undef, i8 106, i8 32, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 80, i8 1, i8 0, i8 0, i8 34, i8 0, [2 x i8] undef, i8 -67, i8 7, i8 0, i8 1, i8 19, i8 0, [2 x i8] undef, i8 -44, i8 38, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 -47, i8 4, i8 0, i8 0, i8 28, i8 0, [2 x i8] undef, i8 -33, i8 5, i8 -128, i8 61, i8 10, i8 0, [2 x i8] undef, i8 -69, i8 11, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 -84, i8 -19, i8 -1, i8 1, i8 24, i8 112, [2 x i8] undef, i8 43, i8 1, i8 0, i8 62, i8 19, i8 0, [2 x i8] undef, i8 14, i8 0, i8 0, i8 0 }]], [1 x [6 x { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 }]] [[6 x { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 -37, i8 16, i8 0, i8 0, i8 63, i8 0, [2 x i8] undef, i8 -72, i8 6, i8 -128, i8 62, i8 9, i8 0, [2 x i8] undef, i8 64, i8 2, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 39, i8 -5, i8 -1, i8 1, i8 16, i8 0, [2 x i8] undef, i8 30, i8 9, i8 0, i8 61, i8 0, i8 0, [2 x i8] undef, i8 -54, i8 2, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 114, i8 17, i8 0, i8 0, i8 42, i8 0, [2 x i8] undef, i8 53, i8 7, i8 0, i8 4, i8 7, i8 0, [2 x i8] undef, i8 20, i8 12, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 114, i8 17, i8 0, i8 0, i8 42, i8 0, [2 x i8] undef, i8 53, i8 7, i8 0, i8 4, i8 7, i8 0, [2 x i8] undef, i8 20, i8 12, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 39, i8 -5, i8 -1, i8 1, i8 16, i8 0, [2 x i8] undef, i8 30, i8 9, i8 0, i8 61, i8 0, i8 0, [2 x i8] undef, i8 -54, i8 2, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 -37, i8 16, i8 0, i8 0, i8 63, i8 0, [2 x i8] undef, i8 -72, i8 6, i8 -128, i8 62, i8 9, i8 0, [2 x i8] undef, i8 64, i8 2, i8 0, i8 0 }]]], align 4
@g_620 = internal global { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 -32, i8 -1, i8 -1, i8 1, i8 18, i8 0, [2 x i8] undef, i8 -25, i8 6, i8 0, i8 1, i8 20, i8 0, [2 x i8] undef, i8 57, i8 25, i8 0, i8 0 }, align 4
@g_621 = internal global [1 x { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 -128, i8 -22, i8 -1, i8 1, i8 27, i8 112, [2 x i8] undef, i8 -81, i8 3, i8 -128, i8 3, i8 5, i8 0, [2 x i8] undef, i8 89, i8 29, i8 0, i8 0 }], align 4
@g_648 = internal constant { i8, i8, i8, i8 } { i8 30, i8 16, i8 2, i8 undef }, align 4
@g_706 = internal global { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 -61, i8 8, i8 0, i8 0, i8 30, i8 112, [2 x i8] undef, i8 99, i8 9, i8 -128, i8 62, i8 17, i8 0, [2 x i8] undef, i8 -70, i8 29, i8 0, i8 0 }, align 8
@g_718 = internal global { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 -59, i8 5, i8 0, i8 0, i8 11, i8 16, [2 x i8] undef, i8 -75, i8 2, i8 -128, i8 61, i8 13, i8 0, [2 x i8] undef, i8 126, i8 27, i8 0, i8 0 }, align 4
@g_783 = internal global { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 -120, i8 -4, i8 -1, i8 1, i8 34, i8 112, [2 x i8] undef, i8 -3, i8 0, i8 -128, i8 60, i8 5, i8 0, [2 x i8] undef, i8 91, i8 29, i8 0, i8 0 }, align 8
@g_799 = internal global { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 71, i8 22, i8 0, i8 0, i8 6, i8 112, [2 x i8] undef, i8 -103, i8 10, i8 -128, i8 1, i8 18, i8 0, [2 x i8] undef, i8 16, i8 22, i8 0, i8 0 }, align 4
@g_814 = internal constant [3 x [8 x [8 x { i8, i8, i8, i8 }]]] [[8 x [8 x { i8, i8, i8, i8 }]] [[8 x { i8, i8, i8, i8 }] [{ i8, i8, i8, i8 } { i8 41, i8 16, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 4, i8 16, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 43, i8 0, i8 18, i8 undef }, { i8, i8, i8, i8 } { i8 4, i8 -112, i8 0, i8 undef }, { i8, i8, i8, i8 } { i8 35, i8 0, i8 0, i8 undef }, { i8, i8, i8, i8 } { i8 22, i8 0, i8 0, i8 undef }, { i8, i8, i8, i8 } { i8 47, i8 16, i8 2, i8 undef }, { i8, i8, i8, i8 } { i8 35, i8 -128, i8 17, i8 undef }], [8 x { i8, i8, i8, i8 }] [{ i8, i8, i8, i8 } { i8 46, i8 -112, i8 0, i8 undef }, { i8, i8, i8, i8 } { i8 34, i8 0, i8 16, i8 undef }, { i8, i8, i8, i8 } { i8 13, i8 16, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 22, i8 16, i8 18, i8 undef }, { i8, i8, i8, i8 } { i8 32, i8 -112, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 36, i8 -112, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 62, i8 -128, i8 0, i8 undef }, { i8, i8, i8, i8 } { i8 16, i8 0, i8 1, i8 undef }], [8 x { i8, i8, i8, i8 }] [{ i8, i8, i8, i8 } { i8 40, i8 16, i8 16, i8 undef }, { i8, i8, i8, i8 } { i8 35, i8 -128, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 10, i8 16, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 29, i8 0, i8 18, i8 undef }, { i8, i8, i8, i8 } { i8 54, i8 16, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 47, i8 -112, i8 0, i8 undef }, { i8, i8, i8, i8 } { i8 35, i8 0, i8 0, i8 undef }, { i8, i8, i8, i8 } { i8 29, i8 -112, i8 1, i8 undef }], [8 x { i8, i8, i8, i8 }] [{ i8, i8, i8, i8 } { i8 55, i8 16, i8 16, i8 undef }, { i8, i8, i8, i8 } { i8 36, i8 -112, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 25, i8 0, i8 18, i8 undef }, { i8, i8, i8, i8 } { i8 10, i8 16, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 22, i8 0, i8 0, i8 undef }, { i8, i8, i8, i8 } { i8 45, i8 -128, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 15, i8 16, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 44, i8 0, i8 16, i8 undef }], [8 x { i8, i8, i8, i8 }] [{ i8, i8, i8, i8 } { i8 60, i8 0, i8 2, i8 undef }, { i8, i8, i8, i8 } { i8 26, i8 16, i8 18, i8 undef }, { i8, i8, i8, i8 } { i8 29, i8 0, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 54, i8 0, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 34, i8 0, i8 16, i8 undef }, { i8, i8, i8, i8 } { i8 41, i8 0, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 56, i8 -112, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 25, i8 0, i8 18, i8 undef }], [8 x { i8, i8, i8, i8 }] [{ i8, i8, i8, i8 } { i8 43, i8 0, i8 0, i8 undef }, { i8, i8, i8, i8 } { i8 23, i8 0, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 6, i8 -128, i8 16, i8 undef }, { i8, i8, i8, i8 } { i8 4, i8 16, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 12, i8 -112, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 41, i8 16, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 18, i8 -128, i8 16, i8 undef }, { i8, i8, i8, i8 } { i8 36, i8 -112, i8 1, i8 undef }], [8 x { i8, i8, i8, i8 }] [{ i8, i8, i8, i8 } { i8 47, i8 16, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 6, i8 16, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 28, i8 0, i8 0, i8 undef }, { i8, i8, i8, i8 } { i8 10, i8 -128, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 51, i8 0, i8 0, i8 undef }, { i8, i8, i8, i8 } { i8 22, i8 0, i8 2, i8 undef }, { i8, i8, i8, i8 } { i8 52, i8 0, i8 16, i8 undef }, { i8, i8, i8, i8 } { i8 22, i8 0, i8 2, i8 undef }], [8 x { i8, i8, i8, i8 }] [{ i8, i8, i8, i8 } { i8 38, i8 0, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 26, i8 16, i8 16, i8 undef }, { i8, i8, i8, i8 } { i8 30, i8 -128, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 26, i8 16, i8 16, i8 undef }, { i8, i8, i8, i8 } { i8 38, i8 0, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 32, i8 0, i8 0, i8 undef }, { i8, i8, i8, i8 } { i8 36, i8 -112, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 8, i8 16, i8 0, i8 undef }]], [8 x [8 x { i8, i8, i8, i8 }]] [[8 x { i8, i8, i8, i8 }] [{ i8, i8, i8, i8 } { i8 47, i8 -112, i8 0, i8 undef }, { i8, i8, i8, i8 } { i8 26, i8 0, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 16, i8 0, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 7, i8 0, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 38, i8 16, i8 18, i8 undef }, { i8, i8, i8, i8 } { i8 51, i8 16, i8 18, i8 undef }, { i8, i8, i8, i8 } { i8 57, i8 -112, i8 0, i8 undef }, { i8, i8, i8, i8 } { i8 26, i8 16, i8 16, i8 undef }], [8 x { i8, i8, i8, i8 }] [{ i8, i8, i8, i8 } { i8 50, i8 -128, i8 16, i8 undef }, { i8, i8, i8, i8 } { i8 38, i8 0, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 16, i8 0, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 40, i8 16, i8 16, i8 undef }, { i8, i8, i8, i8 } { i8 54, i8 0, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 35, i8 -128, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 36, i8 -112, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 48, i8 16, i8 0, i8 undef }], [8 x { i8, i8, i8, i8 }] [{ i8, i8, i8, i8 } { i8 38, i8 16, i8 18, i8 undef }, { i8, i8, i8, i8 } { i8 22, i8 0, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 30, i8 -128, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 8, i8 16, i8 0, i8 undef }, { i8, i8, i8, i8 } { i8 51, i8 16, i8 18, i8 undef }, { i8, i8, i8, i8 } { i8 56, i8 -112, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 52, i8 0, i8 16, i8 undef }, { i8, i8, i8, i8 } { i8 45, i8 -128, i8 17, i8 undef }], [8 x { i8, i8, i8, i8 }] [{ i8, i8, i8, i8 } { i8 13, i8 16, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 44, i8 0, i8 16, i8 undef }, { i8, i8, i8, i8 } { i8 28, i8 0, i8 0, i8 undef }, { i8, i8, i8, i8 } { i8 29, i8 0, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 22, i8 0, i8 2, i8 undef }, { i8, i8, i8, i8 } { i8 57, i8 -112, i8 0, i8 undef }, { i8, i8, i8, i8 } { i8 18, i8 -128, i8 16, i8 undef }, { i8, i8, i8, i8 } { i8 35, i8 -112, i8 1, i8 undef }], [8 x { i8, i8, i8, i8 }] [{ i8, i8, i8, i8 } { i8 29, i8 0, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 41, i8 16, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 6, i8 -128, i8 16, i8 undef }, { i8, i8, i8, i8 } { i8 52, i8 0, i8 16, i8 undef }, { i8, i8, i8, i8 } { i8 63, i8 0, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 34, i8 0, i8 16, i8 undef }, { i8, i8, i8, i8 } { i8 56, i8 -112, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 60, i8 0, i8 2, i8 undef }], [8 x { i8, i8, i8, i8 }] [{ i8, i8, i8, i8 } { i8 25, i8 -128, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 57, i8 16, i8 18, i8 undef }, { i8, i8, i8, i8 } { i8 29, i8 0, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 0, i8 0, i8 2, i8 undef }, { i8, i8, i8, i8 } { i8 26, i8 0, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 47, i8 16, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 15, i8 16, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 10, i8 0, i8 0, i8 undef }], [8 x { i8, i8, i8, i8 }] [{ i8, i8, i8, i8 } { i8 48, i8 16, i8 0, i8 undef }, { i8, i8, i8, i8 } { i8 10, i8 0, i8 0, i8 undef }, { i8, i8, i8, i8 } { i8 25, i8 0, i8 18, i8 undef }, { i8, i8, i8, i8 } { i8 47, i8 16, i8 2, i8 undef }, { i8, i8, i8, i8 } { i8 36, i8 -112, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 45, i8 0, i8 16, i8 undef }, { i8, i8, i8, i8 } { i8 35, i8 0, i8 0, i8 undef }, { i8, i8, i8, i8 } { i8 38, i8 16, i8 18, i8 undef }], [8 x { i8, i8, i8, i8 }] [{ i8, i8, i8, i8 } { i8 45, i8 0, i8 16, i8 undef }, { i8, i8, i8, i8 } { i8 54, i8 0, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 10, i8 16, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 33, i8 -112, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 26, i8 16, i8 16, i8 undef }, { i8, i8, i8, i8 } { i8 40, i8 -128, i8 0, i8 undef }, { i8, i8, i8, i8 } { i8 62, i8 -128, i8 0, i8 undef }, { i8, i8, i8, i8 } { i8 46, i8 0, i8 18, i8 undef }]], [8 x [8 x { i8, i8, i8, i8 }]] [[8 x { i8, i8, i8, i8 }] [{ i8, i8, i8, i8 } { i8 10, i8 0, i8 0, i8 undef }, { i8, i8, i8, i8 } { i8 55, i8 0, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 13, i8 16, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 62, i8 -128, i8 0, i8 undef }, { i8, i8, i8, i8 } { i8 32, i8 -112, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 0, i8 0, i8 2, i8 undef }, { i8, i8, i8, i8 } { i8 47, i8 16, i8 2, i8 undef }, { i8, i8, i8, i8 } { i8 10, i8 -128, i8 17, i8 undef }], [8 x { i8, i8, i8, i8 }] [{ i8, i8, i8, i8 } { i8 32, i8 0, i8 0, i8 undef }, { i8, i8, i8, i8 } { i8 36, i8 -112, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 43, i8 0, i8 18, i8 undef }, { i8, i8, i8, i8 } { i8 55, i8 0, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 55, i8 0, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 43, i8 0, i8 18, i8 undef }, { i8, i8, i8, i8 } { i8 36, i8 -112, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 32, i8 0, i8 0, i8 undef }], [8 x { i8, i8, i8, i8 }] [{ i8, i8, i8, i8 } { i8 6, i8 -128, i8 16, i8 undef }, { i8, i8, i8, i8 } { i8 31, i8 0, i8 0, i8 undef }, { i8, i8, i8, i8 } { i8 45, i8 0, i8 16, i8 undef }, { i8, i8, i8, i8 } { i8 30, i8 -128, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 47, i8 -112, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 44, i8 -112, i8 0, i8 undef }, { i8, i8, i8, i8 } { i8 22, i8 0, i8 2, i8 undef }, { i8, i8, i8, i8 } { i8 0, i8 0, i8 2, i8 undef }], [8 x { i8, i8, i8, i8 }] [{ i8, i8, i8, i8 } { i8 57, i8 16, i8 18, i8 undef }, { i8, i8, i8, i8 } { i8 48, i8 16, i8 0, i8 undef }, { i8, i8, i8, i8 } { i8 30, i8 -128, i8 0, i8 undef }, { i8, i8, i8, i8 } { i8 57, i8 -112, i8 0, i8 undef }, { i8, i8, i8, i8 } { i8 30, i8 -128, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 44, i8 -112, i8 0, i8 undef }, { i8, i8, i8, i8 } { i8 10, i8 -128, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 22, i8 0, i8 17, i8 undef }], [8 x { i8, i8, i8, i8 }] [{ i8, i8, i8, i8 } { i8 54, i8 0, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 31, i8 0, i8 0, i8 undef }, { i8, i8, i8, i8 } { i8 16, i8 -128, i8 16, i8 undef }, { i8, i8, i8, i8 } { i8 41, i8 16, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 4, i8 16, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 43, i8 0, i8 18, i8 undef }, { i8, i8, i8, i8 } { i8 4, i8 -112, i8 0, i8 undef }, { i8, i8, i8, i8 } { i8 22, i8 0, i8 17, i8 undef }], [8 x { i8, i8, i8, i8 }] [{ i8, i8, i8, i8 } { i8 38, i8 0, i8 18, i8 undef }, { i8, i8, i8, i8 } { i8 22, i8 0, i8 0, i8 undef }, { i8, i8, i8, i8 } { i8 34, i8 0, i8 16, i8 undef }, { i8, i8, i8, i8 } { i8 35, i8 -112, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 12, i8 -112, i8 16, i8 undef }, { i8, i8, i8, i8 } { i8 60, i8 0, i8 2, i8 undef }, { i8, i8, i8, i8 } { i8 30, i8 -128, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 10, i8 -128, i8 17, i8 undef }], [8 x { i8, i8, i8, i8 }] [{ i8, i8, i8, i8 } { i8 33, i8 16, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 30, i8 -128, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 40, i8 16, i8 16, i8 undef }, { i8, i8, i8, i8 } { i8 50, i8 -128, i8 16, i8 undef }, { i8, i8, i8, i8 } { i8 57, i8 16, i8 18, i8 undef }, { i8, i8, i8, i8 } { i8 31, i8 0, i8 0, i8 undef }, { i8, i8, i8, i8 } { i8 34, i8 0, i8 16, i8 undef }, { i8, i8, i8, i8 } { i8 55, i8 0, i8 1, i8 undef }], [8 x { i8, i8, i8, i8 }] [{ i8, i8, i8, i8 } { i8 36, i8 -112, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 62, i8 -128, i8 0, i8 undef }, { i8, i8, i8, i8 } { i8 16, i8 0, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 47, i8 16, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 22, i8 0, i8 2, i8 undef }, { i8, i8, i8, i8 } { i8 55, i8 0, i8 1, i8 undef }, { i8, i8, i8, i8 } { i8 33, i8 16, i8 17, i8 undef }, { i8, i8, i8, i8 } { i8 26, i8 16, i8 18, i8 undef }]]], align 4
@g_826 = internal constant [8 x [1 x { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 }]] [[1 x { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 31, i8 -3, i8 -1, i8 1, i8 22, i8 16, [2 x i8] undef, i8 -90, i8 0, i8 0, i8 60, i8 21, i8 0, [2 x i8] undef, i8 65, i8 10, i8 0, i8 0 }], [1 x { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 31, i8 -3, i8 -1, i8 1, i8 22, i8 16, [2 x i8] undef, i8 -90, i8 0, i8 0, i8 60, i8 21, i8 0, [2 x i8] undef, i8 65, i8 10, i8 0, i8 0 }], [1 x { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 31, i8 -3, i8 -1, i8 1, i8 22, i8 16, [2 x i8] undef, i8 -90, i8 0, i8 0, i8 60, i8 21, i8 0, [2 x i8] undef, i8 65, i8 10, i8 0, i8 0 }], [1 x { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 31, i8 -3, i8 -1, i8 1, i8 22, i8 16, [2 x i8] undef, i8 -90, i8 0, i8 0, i8 60, i8 21, i8 0, [2 x i8] undef, i8 65, i8 10, i8 0, i8 0 }], [1 x { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 31, i8 -3, i8 -1, i8 1, i8 22, i8 16, [2 x i8] undef, i8 -90, i8 0, i8 0, i8 60, i8 21, i8 0, [2 x i8] undef, i8 65, i8 10, i8 0, i8 0 }], [1 x { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 31, i8 -3, i8 -1, i8 1, i8 22, i8 16, [2 x i8] undef, i8 -90, i8 0, i8 0, i8 60, i8 21, i8 0, [2 x i8] undef, i8 65, i8 10, i8 0, i8 0 }], [1 x { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 31, i8 -3, i8 -1, i8 1, i8 22, i8 16, [2 x i8] undef, i8 -90, i8 0, i8 0, i8 60, i8 21, i8 0, [2 x i8] undef, i8 65, i8 10, i8 0, i8 0 }], [1 x { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 31, i8 -3, i8 -1, i8 1, i8 22, i8 16, [2 x i8] undef, i8 -90, i8 0, i8 0, i8 60, i8 21, i8 0, [2 x i8] undef, i8 65, i8 10, i8 0, i8 0 }]], align 4
@g_864 = internal global { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 -114, i8 -16, i8 -1, i8 1, i8 57, i8 0, [2 x i8] undef, i8 125, i8 -8, i8 127, i8 0, i8 18, i8 0, [2 x i8] undef, i8 -5, i8 5, i8 0, i8 0 }, align 4
@g_920 = internal global { i8, i8, i8, i8 } { i8 19, i8 -128, i8 17, i8 undef }, align 4
@g_1011 = internal global [7 x { i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 101, i8 0, i16 -2778, i8 -34, i8 -2, i8 3, i8 undef, i8 -95, i8 -116, i8 0, i8 0, i8 98, i8 0, i8 0 }, { i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 101, i8 0, i16 -2778, i8 -34, i8 -2, i8 3, i8 undef, i8 -95, i8 -116, i8 0, i8 0, i8 98, i8 0, i8 0 }, { i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 101, i8 0, i16 -2778, i8 -34, i8 -2, i8 3, i8 undef, i8 -95, i8 -116, i8 0, i8 0, i8 98, i8 0, i8 0 }, { i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 101, i8 0, i16 -2778, i8 -34, i8 -2, i8 3, i8 undef, i8 -95, i8 -116, i8 0, i8 0, i8 98, i8 0, i8 0 }, { i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 101, i8 0, i16 -2778, i8 -34, i8 -2, i8 3, i8 undef, i8 -95, i8 -116, i8 0, i8 0, i8 98, i8 0, i8 0 }, { i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 101, i8 0, i16 -2778, i8 -34, i8 -2, i8 3, i8 undef, i8 -95, i8 -116, i8 0, i8 0, i8 98, i8 0, i8 0 }, { i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 101, i8 0, i16 -2778, i8 -34, i8 -2, i8 3, i8 undef, i8 -95, i8 -116, i8 0, i8 0, i8 98, i8 0, i8 0 }], align 4
@g_1028 = internal global { i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, [2 x i8], i8, i8, i8, i8 } { i8 59, i8 16, i8 0, i8 0, i8 20, i8 112, [2 x i8] undef, i8 42, i8 6, i8 0, i8 61, i8 13, i8 0, [2 x i8] undef, i8 -10, i8 2, i8 0, i8 0 }, align 8
@.str.287 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca %struct.S3, align 1
  %4 = alloca %struct.S1, align 4
  %5 = alloca %struct.S0, align 4
  %6 = alloca ptr, align 8
  %7 = alloca %struct.S3, align 1
  %8 = alloca %struct.S0, align 4
  %9 = alloca %struct.S0, align 4
  %10 = alloca i32, align 4
  %11 = alloca %struct.S0, align 4
  %12 = icmp eq i32 %0, 2
  br i1 %12, label %13, label %29

13:                                               ; preds = %2
  %14 = getelementptr inbounds i8, ptr %1, i64 8
  %15 = load ptr, ptr %14, align 8, !tbaa !6
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = add nsw i32 %17, -49
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %20, label %24

20:                                               ; preds = %13
  %21 = getelementptr inbounds i8, ptr %15, i64 1
  %22 = load i8, ptr %21, align 1
  %23 = zext i8 %22 to i32
  br label %24

24:                                               ; preds = %13, %20
  %25 = phi i32 [ %18, %13 ], [ %23, %20 ]
  %26 = icmp ne i32 %25, 0
  %27 = xor i1 %26, true
  %28 = zext i1 %27 to i32
  br label %29

29:                                               ; preds = %2, %24
  %30 = phi i1 [ true, %2 ], [ %26, %24 ]
  %31 = phi i32 [ 0, %2 ], [ %28, %24 ]
  br label %32

32:                                               ; preds = %32, %29
  %33 = phi i64 [ 0, %29 ], [ %76, %32 ]
  %34 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %29 ], [ %77, %32 ]
  %35 = and <4 x i32> %34, <i32 1, i32 1, i32 1, i32 1>
  %36 = icmp eq <4 x i32> %35, zeroinitializer
  %37 = lshr <4 x i32> %34, <i32 1, i32 1, i32 1, i32 1>
  %38 = xor <4 x i32> %37, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %39 = select <4 x i1> %36, <4 x i32> %37, <4 x i32> %38
  %40 = and <4 x i32> %39, <i32 1, i32 1, i32 1, i32 1>
  %41 = icmp eq <4 x i32> %40, zeroinitializer
  %42 = lshr <4 x i32> %39, <i32 1, i32 1, i32 1, i32 1>
  %43 = xor <4 x i32> %42, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %44 = select <4 x i1> %41, <4 x i32> %42, <4 x i32> %43
  %45 = and <4 x i32> %44, <i32 1, i32 1, i32 1, i32 1>
  %46 = icmp eq <4 x i32> %45, zeroinitializer
  %47 = lshr <4 x i32> %44, <i32 1, i32 1, i32 1, i32 1>
  %48 = xor <4 x i32> %47, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %49 = select <4 x i1> %46, <4 x i32> %47, <4 x i32> %48
  %50 = and <4 x i32> %49, <i32 1, i32 1, i32 1, i32 1>
  %51 = icmp eq <4 x i32> %50, zeroinitializer
  %52 = lshr <4 x i32> %49, <i32 1, i32 1, i32 1, i32 1>
  %53 = xor <4 x i32> %52, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %54 = select <4 x i1> %51, <4 x i32> %52, <4 x i32> %53
  %55 = and <4 x i32> %54, <i32 1, i32 1, i32 1, i32 1>
  %56 = icmp eq <4 x i32> %55, zeroinitializer
  %57 = lshr <4 x i32> %54, <i32 1, i32 1, i32 1, i32 1>
  %58 = xor <4 x i32> %57, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %59 = select <4 x i1> %56, <4 x i32> %57, <4 x i32> %58
  %60 = and <4 x i32> %59, <i32 1, i32 1, i32 1, i32 1>
  %61 = icmp eq <4 x i32> %60, zeroinitializer
  %62 = lshr <4 x i32> %59, <i32 1, i32 1, i32 1, i32 1>
  %63 = xor <4 x i32> %62, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %64 = select <4 x i1> %61, <4 x i32> %62, <4 x i32> %63
  %65 = and <4 x i32> %64, <i32 1, i32 1, i32 1, i32 1>
  %66 = icmp eq <4 x i32> %65, zeroinitializer
  %67 = lshr <4 x i32> %64, <i32 1, i32 1, i32 1, i32 1>
  %68 = xor <4 x i32> %67, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %69 = select <4 x i1> %66, <4 x i32> %67, <4 x i32> %68
  %70 = and <4 x i32> %69, <i32 1, i32 1, i32 1, i32 1>
  %71 = icmp eq <4 x i32> %70, zeroinitializer
  %72 = lshr <4 x i32> %69, <i32 1, i32 1, i32 1, i32 1>
  %73 = xor <4 x i32> %72, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %74 = select <4 x i1> %71, <4 x i32> %72, <4 x i32> %73
  %75 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %33
  store <4 x i32> %74, ptr %75, align 4, !tbaa !10
  %76 = add nuw i64 %33, 4
  %77 = add <4 x i32> %34, <i32 4, i32 4, i32 4, i32 4>
  %78 = icmp eq i64 %76, 256
  br i1 %78, label %79, label %32, !llvm.loop !12

79:                                               ; preds = %32
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %10) #4
  store i32 -8, ptr %10, align 4, !tbaa !10
  %80 = load volatile ptr, ptr @g_675, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %11)
  %81 = load i32, ptr @g_6, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %9)
  store i32 -5, ptr @g_34, align 4, !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %9, ptr align 4 @g_37, i64 20, i1 true), !tbaa.struct !16
  %82 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_37, i64 4), align 4, !tbaa !20
  store i64 1, ptr @g_39, align 8, !tbaa !22
  %83 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_37, i64 4), align 4, !tbaa !20
  %84 = freeze i32 %83
  %85 = trunc i32 %84 to i16
  %86 = icmp eq i16 %85, 0
  br i1 %86, label %87, label %89

87:                                               ; preds = %79
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %8)
  %88 = load volatile ptr, ptr @g_265, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %5)
  br label %96

89:                                               ; preds = %79
  %90 = urem i16 251, %85
  %91 = zext nneg i16 %90 to i32
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %8)
  %92 = load volatile ptr, ptr @g_265, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %5)
  %93 = icmp ugt i16 %90, 7
  %94 = shl nuw i16 %90, 13
  %95 = select i1 %93, i16 %90, i16 %94
  br label %96

96:                                               ; preds = %89, %87
  %97 = phi i32 [ 251, %87 ], [ %91, %89 ]
  %98 = phi ptr [ %88, %87 ], [ %92, %89 ]
  %99 = phi i16 [ 251, %87 ], [ %95, %89 ]
  store i32 %97, ptr getelementptr inbounds (i8, ptr @g_43, i64 144), align 4
  %100 = zext i16 %99 to i32
  %101 = load i16, ptr @g_100, align 4, !tbaa !18, !noalias !24
  %102 = load i64, ptr @g_110, align 8, !tbaa !22, !noalias !24
  %103 = and i64 %102, 1
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 @g_53, ptr align 4 @g_52, i64 20, i1 true), !tbaa.struct !27, !noalias !24
  %104 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_53, i64 12), align 4, !noalias !24
  %105 = load volatile ptr, ptr @g_83, align 8, !tbaa !6, !noalias !24
  store i32 0, ptr %105, align 4, !tbaa !10, !noalias !24
  %106 = load volatile ptr, ptr @g_83, align 8, !tbaa !6, !noalias !24
  %107 = load i32, ptr %106, align 4, !tbaa !10, !noalias !24
  store i32 0, ptr getelementptr inbounds (i8, ptr @g_90, i64 700), align 4, !tbaa !10, !noalias !24
  %108 = add i16 %101, 1
  %109 = icmp eq i32 %107, 0
  br i1 %109, label %110, label %112

110:                                              ; preds = %96
  %111 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_52, i64 8), align 4, !noalias !24
  br label %112

112:                                              ; preds = %110, %96
  %113 = zext i16 %108 to i32
  %114 = mul nuw i32 %113, %100
  %115 = and i32 %114, 255
  %116 = sub nsw i32 0, %115
  %117 = icmp eq i32 %107, %116
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 @g_53, ptr align 4 @g_52, i64 20, i1 true), !tbaa.struct !27, !noalias !24
  %118 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_53, i64 12), align 4, !noalias !24
  %119 = load volatile ptr, ptr @g_83, align 8, !tbaa !6, !noalias !24
  store i32 0, ptr %119, align 4, !tbaa !10, !noalias !24
  %120 = load volatile ptr, ptr @g_83, align 8, !tbaa !6, !noalias !24
  %121 = load i32, ptr %120, align 4, !tbaa !10, !noalias !24
  store i32 6, ptr getelementptr inbounds (i8, ptr @g_90, i64 700), align 4, !tbaa !10, !noalias !24
  %122 = add i16 %101, 2
  %123 = icmp eq i32 %121, 0
  br i1 %123, label %124, label %126

124:                                              ; preds = %112
  %125 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_52, i64 8), align 4, !noalias !24
  br label %126

126:                                              ; preds = %124, %112
  %127 = lshr i16 %122, 1
  %128 = zext nneg i16 %127 to i32
  %129 = mul nuw nsw i32 %128, %100
  %130 = and i32 %129, 255
  %131 = sub nsw i32 0, %130
  %132 = icmp eq i32 %121, %131
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 @g_53, ptr align 4 @g_52, i64 20, i1 true), !tbaa.struct !27, !noalias !24
  %133 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_53, i64 12), align 4, !noalias !24
  %134 = load volatile ptr, ptr @g_83, align 8, !tbaa !6, !noalias !24
  store i32 0, ptr %134, align 4, !tbaa !10, !noalias !24
  %135 = load volatile ptr, ptr @g_83, align 8, !tbaa !6, !noalias !24
  %136 = load i32, ptr %135, align 4, !tbaa !10, !noalias !24
  store i32 12, ptr getelementptr inbounds (i8, ptr @g_90, i64 700), align 4, !tbaa !10, !noalias !24
  %137 = add i16 %101, 3
  %138 = icmp eq i32 %136, 0
  br i1 %138, label %139, label %141

139:                                              ; preds = %126
  %140 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_52, i64 8), align 4, !noalias !24
  br label %141

141:                                              ; preds = %139, %126
  %142 = zext i16 %137 to i32
  %143 = mul nuw i32 %142, %100
  %144 = and i32 %143, 255
  %145 = sub nsw i32 0, %144
  %146 = icmp eq i32 %136, %145
  %147 = select i1 %146, i1 true, i1 %132
  %148 = select i1 %147, i1 true, i1 %117
  %149 = select i1 %148, i64 0, i64 %103
  %150 = zext i16 %99 to i64
  store i64 18, ptr @g_39, align 8, !tbaa !22, !noalias !24
  store i32 1, ptr @g_34, align 4, !tbaa !10, !noalias !24
  store i64 %150, ptr @g_79, align 8, !tbaa !22, !noalias !24
  store i16 %137, ptr @g_100, align 4, !tbaa !18, !noalias !24
  store i64 %149, ptr @g_110, align 8, !tbaa !22, !noalias !24
  %151 = load volatile ptr, ptr @g_163, align 8, !tbaa !6, !noalias !24
  %152 = load i32, ptr %151, align 4, !tbaa !10, !noalias !24
  %153 = icmp eq i32 %152, 0
  br i1 %153, label %154, label %174

154:                                              ; preds = %141
  %155 = load i32, ptr @g_90, align 4, !tbaa !10, !noalias !24
  %156 = add i32 %155, 1
  %157 = add i16 %101, 4
  %158 = icmp ne i32 %155, 827960761
  %159 = zext i1 %158 to i16
  %160 = zext i1 %158 to i32
  %161 = icmp ugt i16 %137, 31
  %162 = lshr i32 32767, %142
  %163 = icmp ult i32 %162, %160
  %164 = select i1 %161, i1 true, i1 %163
  %165 = shl nuw i32 %160, %142
  %166 = trunc i32 %165 to i16
  %167 = select i1 %164, i16 %159, i16 %166
  %168 = icmp eq i16 %167, 0
  br i1 %168, label %173, label %169

169:                                              ; preds = %154
  %170 = load i32, ptr @g_237, align 4, !tbaa !10, !noalias !24
  %171 = add i32 %170, -1
  store i32 %171, ptr @g_237, align 4, !tbaa !10, !noalias !24
  %172 = load volatile i16, ptr @g_262, align 4, !tbaa !18, !noalias !24
  br label %173

173:                                              ; preds = %169, %154
  store i32 %156, ptr @g_90, align 4, !tbaa !10, !noalias !24
  store i16 %157, ptr @g_100, align 4, !tbaa !18, !noalias !24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %5, ptr noundef nonnull align 4 dereferenceable(20) getelementptr inbounds (i8, ptr @g_263, i64 20), i64 20, i1 false), !tbaa.struct !16
  br label %175

174:                                              ; preds = %141
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %5, ptr noundef nonnull align 4 dereferenceable(20) @g_264, i64 20, i1 false), !tbaa.struct !16
  br label %175

175:                                              ; preds = %174, %173
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %98, ptr nonnull align 4 %5, i64 20, i1 true), !tbaa.struct !16
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %5)
  %176 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_37, i64 8), align 4, !tbaa !28
  %177 = load volatile i32, ptr @g_235, align 4, !tbaa !10
  %178 = and i32 %81, 255
  %179 = icmp eq i32 %178, 0
  br i1 %179, label %181, label %180

180:                                              ; preds = %175
  store i8 -65, ptr @g_245, align 4, !tbaa !17
  br label %181

181:                                              ; preds = %180, %175
  store i8 1, ptr @g_156, align 4, !tbaa !17
  store i8 1, ptr @g_213, align 4, !tbaa !17
  store i32 %177, ptr getelementptr inbounds (i8, ptr @g_34, i64 104), align 4, !tbaa !10
  %182 = load i32, ptr @g_84, align 4
  %183 = icmp eq i32 %182, 0
  br i1 %183, label %184, label %189

184:                                              ; preds = %181
  %185 = load i8, ptr getelementptr inbounds (i8, ptr @g_264, i64 16), align 4, !tbaa !29
  %186 = load volatile ptr, ptr @g_83, align 8, !tbaa !6
  %187 = load i32, ptr %186, align 4, !tbaa !10
  %188 = icmp eq i32 %187, 0
  br i1 %188, label %197, label %198

189:                                              ; preds = %181
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #4
  store i8 0, ptr getelementptr inbounds (i8, ptr @g_264, i64 16), align 4, !tbaa !29
  store i32 0, ptr @g_237, align 4, !tbaa !10
  %190 = load i32, ptr getelementptr inbounds (i8, ptr @g_90, i64 600), align 4, !tbaa !10
  %191 = or i32 %190, %182
  store i32 %191, ptr @g_84, align 4, !tbaa !10
  %192 = load volatile ptr, ptr @g_281, align 8, !tbaa !6
  %193 = load i32, ptr %192, align 4, !tbaa !10
  %194 = and i32 %193, %191
  store i32 %194, ptr %192, align 4, !tbaa !10
  store ptr %6, ptr @g_285, align 8, !tbaa !6
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %7, ptr align 1 @g_287, i64 6, i1 true), !tbaa.struct !30
  store i32 0, ptr @g_84, align 4, !tbaa !10
  %195 = load volatile ptr, ptr @g_281, align 8, !tbaa !6
  store i32 0, ptr %195, align 4, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #4
  %196 = load i16, ptr getelementptr inbounds (i8, ptr @g_264, i64 10), align 2, !tbaa !18, !noalias !31
  br label %241

197:                                              ; preds = %184
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %8, ptr align 4 @g_419, i64 20, i1 true), !tbaa.struct !16
  br label %198

198:                                              ; preds = %197, %184
  %199 = load volatile ptr, ptr @g_83, align 8, !tbaa !6
  %200 = load i32, ptr %199, align 4, !tbaa !10
  %201 = icmp eq i32 %200, 0
  br i1 %201, label %202, label %203

202:                                              ; preds = %198
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %8, ptr align 4 @g_419, i64 20, i1 true), !tbaa.struct !16
  br label %203

203:                                              ; preds = %202, %198
  %204 = load volatile ptr, ptr @g_83, align 8, !tbaa !6
  %205 = load i32, ptr %204, align 4, !tbaa !10
  %206 = icmp eq i32 %205, 0
  br i1 %206, label %207, label %208

207:                                              ; preds = %203
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %8, ptr align 4 @g_419, i64 20, i1 true), !tbaa.struct !16
  br label %208

208:                                              ; preds = %207, %203
  %209 = load volatile ptr, ptr @g_83, align 8, !tbaa !6
  %210 = load i32, ptr %209, align 4, !tbaa !10
  %211 = icmp eq i32 %210, 0
  br i1 %211, label %212, label %213

212:                                              ; preds = %208
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %8, ptr align 4 @g_419, i64 20, i1 true), !tbaa.struct !16
  br label %213

213:                                              ; preds = %212, %208
  %214 = load volatile ptr, ptr @g_83, align 8, !tbaa !6
  %215 = load i32, ptr %214, align 4, !tbaa !10
  %216 = icmp eq i32 %215, 0
  br i1 %216, label %217, label %218

217:                                              ; preds = %213
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %8, ptr align 4 @g_419, i64 20, i1 true), !tbaa.struct !16
  br label %218

218:                                              ; preds = %217, %213
  %219 = load volatile ptr, ptr @g_83, align 8, !tbaa !6
  %220 = load i32, ptr %219, align 4, !tbaa !10
  %221 = icmp eq i32 %220, 0
  br i1 %221, label %222, label %223

222:                                              ; preds = %218
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %8, ptr align 4 @g_419, i64 20, i1 true), !tbaa.struct !16
  br label %223

223:                                              ; preds = %222, %218
  %224 = load volatile ptr, ptr @g_83, align 8, !tbaa !6
  %225 = load i32, ptr %224, align 4, !tbaa !10
  %226 = icmp eq i32 %225, 0
  br i1 %226, label %227, label %228

227:                                              ; preds = %223
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %8, ptr align 4 @g_419, i64 20, i1 true), !tbaa.struct !16
  br label %228

228:                                              ; preds = %227, %223
  %229 = load volatile ptr, ptr @g_83, align 8, !tbaa !6
  %230 = load i32, ptr %229, align 4, !tbaa !10
  %231 = icmp eq i32 %230, 0
  br i1 %231, label %232, label %233

232:                                              ; preds = %228
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %8, ptr align 4 @g_419, i64 20, i1 true), !tbaa.struct !16
  br label %233

233:                                              ; preds = %232, %228
  %234 = load volatile ptr, ptr @g_83, align 8, !tbaa !6
  %235 = load i32, ptr %234, align 4, !tbaa !10
  %236 = icmp eq i32 %235, 0
  br i1 %236, label %237, label %238

237:                                              ; preds = %233
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %8, ptr align 4 @g_419, i64 20, i1 true), !tbaa.struct !16
  br label %238

238:                                              ; preds = %237, %233
  store i16 -1, ptr getelementptr inbounds (i8, ptr @g_264, i64 10), align 2, !tbaa !34
  store i8 %185, ptr getelementptr inbounds (i8, ptr @g_216, i64 16), align 4, !tbaa !29
  %239 = load volatile ptr, ptr @g_83, align 8, !tbaa !6
  %240 = load i32, ptr %239, align 4, !tbaa !10
  br label %241

241:                                              ; preds = %238, %189
  %242 = phi i16 [ -1, %238 ], [ %196, %189 ]
  %243 = phi i32 [ %240, %238 ], [ -6, %189 ]
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %8)
  %244 = load ptr, ptr @g_300, align 8, !tbaa !6
  store i32 %243, ptr %244, align 4, !tbaa !10
  store i32 0, ptr getelementptr inbounds (i8, ptr @g_264, i64 12), align 4, !tbaa !35
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %9)
  %245 = load i16, ptr getelementptr inbounds (i8, ptr @g_376, i64 2), align 2, !tbaa !36
  %246 = load i32, ptr %244, align 4, !tbaa !10
  %247 = xor i32 %246, -1
  store i32 %247, ptr %244, align 4, !tbaa !10
  store i32 19, ptr getelementptr inbounds (i8, ptr @g_264, i64 4), align 4, !tbaa !20
  %248 = trunc i16 %245 to i8
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %4)
  %249 = load i64, ptr getelementptr inbounds (i8, ptr @g_706, i64 8), align 8, !noalias !31
  %250 = shl i64 %249, 34
  %251 = ashr i64 %250, 57
  %252 = trunc nsw i64 %251 to i32
  %253 = load i8, ptr getelementptr inbounds (i8, ptr @g_263, i64 20), align 4, !tbaa !38, !noalias !31
  %254 = sext i8 %253 to i32
  %255 = icmp ugt i8 %253, 31
  %256 = add i8 %248, 108
  %257 = lshr i32 255, %254
  %258 = icmp sgt i8 %248, -1
  %259 = zext i1 %258 to i8
  %260 = shl i8 %248, %259
  %261 = icmp eq i8 %260, 1
  %262 = zext i1 %261 to i32
  %263 = load i16, ptr getelementptr inbounds (i8, ptr @g_213, i64 10), align 2, !noalias !31
  %264 = icmp eq i8 %248, 0
  %265 = sext i8 %248 to i32
  %266 = zext i16 %263 to i32
  %267 = zext i1 %264 to i8
  br label %268

268:                                              ; preds = %332, %241
  %269 = phi i32 [ -5, %241 ], [ %328, %332 ]
  %270 = phi i64 [ 3, %241 ], [ %333, %332 ]
  %271 = phi i16 [ %242, %241 ], [ %325, %332 ]
  %272 = load volatile ptr, ptr @g_937, align 8, !tbaa !6, !noalias !31
  store ptr @g_419, ptr %272, align 8, !tbaa !6, !noalias !31
  br label %273

273:                                              ; preds = %324, %268
  %274 = phi i64 [ 0, %268 ], [ %329, %324 ]
  %275 = phi i16 [ %271, %268 ], [ %325, %324 ]
  %276 = phi i32 [ %269, %268 ], [ %328, %324 ]
  %277 = phi i16 [ %271, %268 ], [ %326, %324 ]
  %278 = load volatile ptr, ptr @g_163, align 8, !tbaa !6, !noalias !31
  %279 = load i32, ptr %278, align 4, !tbaa !10, !noalias !31
  %280 = and i32 %279, -2026406024
  store i32 %280, ptr %278, align 4, !tbaa !10, !noalias !31
  %281 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_555, i64 4), align 4, !noalias !31
  %282 = shl i32 %281, 14
  %283 = ashr exact i32 %282, 14
  %284 = icmp sge i32 %283, %252
  %285 = zext i1 %284 to i8
  br i1 %255, label %292, label %286

286:                                              ; preds = %273
  %287 = zext i1 %284 to i32
  %288 = icmp ult i32 %257, %287
  br i1 %288, label %292, label %289

289:                                              ; preds = %286
  %290 = shl nuw i32 %287, %254
  %291 = trunc i32 %290 to i8
  br label %292

292:                                              ; preds = %289, %286, %273
  %293 = phi i8 [ %291, %289 ], [ %285, %286 ], [ %285, %273 ]
  %294 = zext i8 %293 to i64
  %295 = load i64, ptr getelementptr inbounds (i8, ptr @g_183, i64 20), align 4, !noalias !31
  %296 = shl i64 %295, 17
  %297 = icmp ult i64 %296, 2305843009213693952
  br i1 %297, label %302, label %298

298:                                              ; preds = %292
  %299 = ashr i64 %296, 61
  %300 = trunc nsw i64 %299 to i8
  %301 = urem i8 %256, %300
  br label %302

302:                                              ; preds = %298, %292
  %303 = phi i8 [ %301, %298 ], [ %256, %292 ]
  %304 = icmp eq i8 %303, 1
  br i1 %304, label %305, label %306

305:                                              ; preds = %302
  store i8 %267, ptr getelementptr inbounds (i8, ptr @g_156, i64 16), align 4, !tbaa !29, !noalias !31
  store i32 0, ptr @g_292, align 4, !tbaa !39, !noalias !31
  br label %309

306:                                              ; preds = %302
  store i8 1, ptr @g_156, align 4, !tbaa !17, !noalias !31
  %307 = load volatile ptr, ptr @g_163, align 8, !tbaa !6, !noalias !31
  store i32 %262, ptr %307, align 4, !tbaa !10, !noalias !31
  %308 = or i32 %276, %266
  store i16 1, ptr getelementptr inbounds (i8, ptr @g_156, i64 10), align 2, !tbaa !34, !noalias !31
  br label %324

309:                                              ; preds = %309, %305
  %310 = phi i32 [ 0, %305 ], [ %321, %309 ]
  %311 = phi i32 [ %276, %305 ], [ %316, %309 ]
  %312 = phi i16 [ %277, %305 ], [ %320, %309 ]
  %313 = load volatile ptr, ptr @g_163, align 8, !tbaa !6, !noalias !31
  store i32 %265, ptr %313, align 4, !tbaa !10, !noalias !31
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %3, ptr align 1 getelementptr inbounds (i8, ptr @g_975, i64 18), i64 6, i1 true), !tbaa.struct !30, !noalias !31
  %314 = zext i32 %310 to i64
  %315 = getelementptr inbounds [1 x %struct.S1], ptr @g_621, i64 0, i64 %314
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %4, ptr nonnull align 4 %315, i64 20, i1 true), !tbaa.struct !27, !noalias !31
  %316 = xor i32 %311, 1
  %317 = getelementptr inbounds [1 x %struct.S1], ptr @g_621, i64 0, i64 %314, i32 2
  %318 = load volatile i32, ptr %317, align 4, !noalias !31
  %319 = trunc nsw i32 %316 to i16
  %320 = or i16 %312, %319
  store i32 0, ptr @g_6, align 4, !tbaa !10, !noalias !31
  %321 = add i32 %310, 1
  %322 = icmp eq i32 %321, 0
  br i1 %322, label %309, label %323, !llvm.loop !41

323:                                              ; preds = %309
  store i32 %321, ptr @g_292, align 4, !tbaa !39, !noalias !31
  store i16 %320, ptr getelementptr inbounds (i8, ptr @g_264, i64 10), align 2, !tbaa !18, !noalias !31
  store i8 0, ptr @g_213, align 4, !tbaa !38, !noalias !31
  br label %324

324:                                              ; preds = %323, %306
  %325 = phi i16 [ %275, %306 ], [ %320, %323 ]
  %326 = phi i16 [ %277, %306 ], [ %320, %323 ]
  %327 = phi i64 [ -3843675230609612455, %306 ], [ %294, %323 ]
  %328 = phi i32 [ %308, %306 ], [ %316, %323 ]
  %329 = add nuw nsw i64 %274, 1
  %330 = load volatile ptr, ptr @g_163, align 8, !tbaa !6, !noalias !31
  store i32 1, ptr %330, align 4, !tbaa !10, !noalias !31
  %331 = icmp eq i64 %329, 4
  br i1 %331, label %332, label %273, !llvm.loop !42

332:                                              ; preds = %324
  %333 = add nsw i64 %270, -1
  %334 = icmp eq i64 %270, 0
  br i1 %334, label %335, label %268, !llvm.loop !43

335:                                              ; preds = %332
  %336 = add nuw nsw i64 %274, 2
  %337 = getelementptr inbounds [7 x [5 x i32]], ptr @g_155, i64 0, i64 %336, i64 %329
  %338 = load i32, ptr %337, align 4, !tbaa !10, !noalias !31
  %339 = icmp eq i32 %338, 0
  %340 = select i1 %339, i64 5, i64 0
  store i8 4, ptr @g_245, align 4, !tbaa !17, !noalias !31
  store i64 %327, ptr @g_327, align 8, !tbaa !22, !noalias !31
  store i8 0, ptr @g_949, align 4, !tbaa !38, !noalias !31
  store i64 %340, ptr @g_110, align 8, !tbaa !22, !noalias !31
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %11, ptr noundef nonnull align 4 dereferenceable(20) getelementptr inbounds (i8, ptr @g_1027, i64 40), i64 20, i1 false), !tbaa.struct !16
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %4)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %80, ptr nonnull align 4 %11, i64 20, i1 true), !tbaa.struct !16
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %11)
  %341 = load ptr, ptr @g_286, align 8, !tbaa !6
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %341, ptr align 4 @g_1028, i64 20, i1 true), !tbaa.struct !27
  store i16 0, ptr getelementptr inbounds (i8, ptr @g_213, i64 10), align 2, !tbaa !34
  store ptr %10, ptr @g_300, align 8, !tbaa !6
  store i64 0, ptr @g_79, align 8, !tbaa !22
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10) #4
  %342 = load i32, ptr @g_6, align 4, !tbaa !10
  %343 = sext i32 %342 to i64
  call fastcc void @transparent_crc(i64 noundef %343, ptr noundef nonnull @.str.1, i32 noundef %31)
  br label %344

344:                                              ; preds = %335, %441
  %345 = phi i64 [ 0, %335 ], [ %442, %441 ]
  %346 = getelementptr inbounds [5 x [3 x [4 x i32]]], ptr @g_34, i64 0, i64 %345, i64 0, i64 0
  %347 = load i32, ptr %346, align 4, !tbaa !10
  %348 = zext i32 %347 to i64
  call fastcc void @transparent_crc(i64 noundef %348, ptr noundef nonnull @.str.2, i32 noundef %31)
  br i1 %30, label %349, label %383

349:                                              ; preds = %344
  %350 = getelementptr inbounds [5 x [3 x [4 x i32]]], ptr @g_34, i64 0, i64 %345, i64 0, i64 1
  %351 = load i32, ptr %350, align 4, !tbaa !10
  %352 = zext i32 %351 to i64
  call fastcc void @transparent_crc(i64 noundef %352, ptr noundef nonnull @.str.2, i32 noundef %31)
  %353 = getelementptr inbounds [5 x [3 x [4 x i32]]], ptr @g_34, i64 0, i64 %345, i64 0, i64 2
  %354 = load i32, ptr %353, align 4, !tbaa !10
  %355 = zext i32 %354 to i64
  call fastcc void @transparent_crc(i64 noundef %355, ptr noundef nonnull @.str.2, i32 noundef %31)
  %356 = getelementptr inbounds [5 x [3 x [4 x i32]]], ptr @g_34, i64 0, i64 %345, i64 0, i64 3
  %357 = load i32, ptr %356, align 4, !tbaa !10
  %358 = zext i32 %357 to i64
  call fastcc void @transparent_crc(i64 noundef %358, ptr noundef nonnull @.str.2, i32 noundef %31)
  %359 = getelementptr inbounds [5 x [3 x [4 x i32]]], ptr @g_34, i64 0, i64 %345, i64 1, i64 0
  %360 = load i32, ptr %359, align 4, !tbaa !10
  %361 = zext i32 %360 to i64
  call fastcc void @transparent_crc(i64 noundef %361, ptr noundef nonnull @.str.2, i32 noundef %31)
  %362 = getelementptr inbounds [5 x [3 x [4 x i32]]], ptr @g_34, i64 0, i64 %345, i64 1, i64 1
  %363 = load i32, ptr %362, align 4, !tbaa !10
  %364 = zext i32 %363 to i64
  call fastcc void @transparent_crc(i64 noundef %364, ptr noundef nonnull @.str.2, i32 noundef %31)
  %365 = getelementptr inbounds [5 x [3 x [4 x i32]]], ptr @g_34, i64 0, i64 %345, i64 1, i64 2
  %366 = load i32, ptr %365, align 4, !tbaa !10
  %367 = zext i32 %366 to i64
  call fastcc void @transparent_crc(i64 noundef %367, ptr noundef nonnull @.str.2, i32 noundef %31)
  %368 = getelementptr inbounds [5 x [3 x [4 x i32]]], ptr @g_34, i64 0, i64 %345, i64 1, i64 3
  %369 = load i32, ptr %368, align 4, !tbaa !10
  %370 = zext i32 %369 to i64
  call fastcc void @transparent_crc(i64 noundef %370, ptr noundef nonnull @.str.2, i32 noundef %31)
  %371 = getelementptr inbounds [5 x [3 x [4 x i32]]], ptr @g_34, i64 0, i64 %345, i64 2, i64 0
  %372 = load i32, ptr %371, align 4, !tbaa !10
  %373 = zext i32 %372 to i64
  call fastcc void @transparent_crc(i64 noundef %373, ptr noundef nonnull @.str.2, i32 noundef %31)
  %374 = getelementptr inbounds [5 x [3 x [4 x i32]]], ptr @g_34, i64 0, i64 %345, i64 2, i64 1
  %375 = load i32, ptr %374, align 4, !tbaa !10
  %376 = zext i32 %375 to i64
  call fastcc void @transparent_crc(i64 noundef %376, ptr noundef nonnull @.str.2, i32 noundef %31)
  %377 = getelementptr inbounds [5 x [3 x [4 x i32]]], ptr @g_34, i64 0, i64 %345, i64 2, i64 2
  %378 = load i32, ptr %377, align 4, !tbaa !10
  %379 = zext i32 %378 to i64
  call fastcc void @transparent_crc(i64 noundef %379, ptr noundef nonnull @.str.2, i32 noundef %31)
  %380 = getelementptr inbounds [5 x [3 x [4 x i32]]], ptr @g_34, i64 0, i64 %345, i64 2, i64 3
  %381 = load i32, ptr %380, align 4, !tbaa !10
  %382 = zext i32 %381 to i64
  call fastcc void @transparent_crc(i64 noundef %382, ptr noundef nonnull @.str.2, i32 noundef %31)
  br label %441

383:                                              ; preds = %344
  %384 = trunc nuw nsw i64 %345 to i32
  %385 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %384, i32 noundef 0, i32 noundef 0)
  %386 = getelementptr inbounds [5 x [3 x [4 x i32]]], ptr @g_34, i64 0, i64 %345, i64 0, i64 1
  %387 = load i32, ptr %386, align 4, !tbaa !10
  %388 = zext i32 %387 to i64
  call fastcc void @transparent_crc(i64 noundef %388, ptr noundef nonnull @.str.2, i32 noundef %31)
  %389 = trunc nuw nsw i64 %345 to i32
  %390 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %389, i32 noundef 0, i32 noundef 1)
  %391 = getelementptr inbounds [5 x [3 x [4 x i32]]], ptr @g_34, i64 0, i64 %345, i64 0, i64 2
  %392 = load i32, ptr %391, align 4, !tbaa !10
  %393 = zext i32 %392 to i64
  call fastcc void @transparent_crc(i64 noundef %393, ptr noundef nonnull @.str.2, i32 noundef %31)
  %394 = trunc nuw nsw i64 %345 to i32
  %395 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %394, i32 noundef 0, i32 noundef 2)
  %396 = getelementptr inbounds [5 x [3 x [4 x i32]]], ptr @g_34, i64 0, i64 %345, i64 0, i64 3
  %397 = load i32, ptr %396, align 4, !tbaa !10
  %398 = zext i32 %397 to i64
  call fastcc void @transparent_crc(i64 noundef %398, ptr noundef nonnull @.str.2, i32 noundef %31)
  %399 = trunc nuw nsw i64 %345 to i32
  %400 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %399, i32 noundef 0, i32 noundef 3)
  %401 = getelementptr inbounds [5 x [3 x [4 x i32]]], ptr @g_34, i64 0, i64 %345, i64 1, i64 0
  %402 = load i32, ptr %401, align 4, !tbaa !10
  %403 = zext i32 %402 to i64
  call fastcc void @transparent_crc(i64 noundef %403, ptr noundef nonnull @.str.2, i32 noundef %31)
  %404 = trunc nuw nsw i64 %345 to i32
  %405 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %404, i32 noundef 1, i32 noundef 0)
  %406 = getelementptr inbounds [5 x [3 x [4 x i32]]], ptr @g_34, i64 0, i64 %345, i64 1, i64 1
  %407 = load i32, ptr %406, align 4, !tbaa !10
  %408 = zext i32 %407 to i64
  call fastcc void @transparent_crc(i64 noundef %408, ptr noundef nonnull @.str.2, i32 noundef %31)
  %409 = trunc nuw nsw i64 %345 to i32
  %410 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %409, i32 noundef 1, i32 noundef 1)
  %411 = getelementptr inbounds [5 x [3 x [4 x i32]]], ptr @g_34, i64 0, i64 %345, i64 1, i64 2
  %412 = load i32, ptr %411, align 4, !tbaa !10
  %413 = zext i32 %412 to i64
  call fastcc void @transparent_crc(i64 noundef %413, ptr noundef nonnull @.str.2, i32 noundef %31)
  %414 = trunc nuw nsw i64 %345 to i32
  %415 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %414, i32 noundef 1, i32 noundef 2)
  %416 = getelementptr inbounds [5 x [3 x [4 x i32]]], ptr @g_34, i64 0, i64 %345, i64 1, i64 3
  %417 = load i32, ptr %416, align 4, !tbaa !10
  %418 = zext i32 %417 to i64
  call fastcc void @transparent_crc(i64 noundef %418, ptr noundef nonnull @.str.2, i32 noundef %31)
  %419 = trunc nuw nsw i64 %345 to i32
  %420 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %419, i32 noundef 1, i32 noundef 3)
  %421 = getelementptr inbounds [5 x [3 x [4 x i32]]], ptr @g_34, i64 0, i64 %345, i64 2, i64 0
  %422 = load i32, ptr %421, align 4, !tbaa !10
  %423 = zext i32 %422 to i64
  call fastcc void @transparent_crc(i64 noundef %423, ptr noundef nonnull @.str.2, i32 noundef %31)
  %424 = trunc nuw nsw i64 %345 to i32
  %425 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %424, i32 noundef 2, i32 noundef 0)
  %426 = getelementptr inbounds [5 x [3 x [4 x i32]]], ptr @g_34, i64 0, i64 %345, i64 2, i64 1
  %427 = load i32, ptr %426, align 4, !tbaa !10
  %428 = zext i32 %427 to i64
  call fastcc void @transparent_crc(i64 noundef %428, ptr noundef nonnull @.str.2, i32 noundef %31)
  %429 = trunc nuw nsw i64 %345 to i32
  %430 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %429, i32 noundef 2, i32 noundef 1)
  %431 = getelementptr inbounds [5 x [3 x [4 x i32]]], ptr @g_34, i64 0, i64 %345, i64 2, i64 2
  %432 = load i32, ptr %431, align 4, !tbaa !10
  %433 = zext i32 %432 to i64
  call fastcc void @transparent_crc(i64 noundef %433, ptr noundef nonnull @.str.2, i32 noundef %31)
  %434 = trunc nuw nsw i64 %345 to i32
  %435 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %434, i32 noundef 2, i32 noundef 2)
  %436 = getelementptr inbounds [5 x [3 x [4 x i32]]], ptr @g_34, i64 0, i64 %345, i64 2, i64 3
  %437 = load i32, ptr %436, align 4, !tbaa !10
  %438 = zext i32 %437 to i64
  call fastcc void @transparent_crc(i64 noundef %438, ptr noundef nonnull @.str.2, i32 noundef %31)
  %439 = trunc nuw nsw i64 %345 to i32
  %440 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %439, i32 noundef 2, i32 noundef 3)
  br label %441

441:                                              ; preds = %349, %383
  %442 = add nuw nsw i64 %345, 1
  %443 = icmp eq i64 %442, 5
  br i1 %443, label %444, label %344, !llvm.loop !44

444:                                              ; preds = %441
  %445 = load volatile i8, ptr @g_37, align 4, !tbaa !38
  %446 = sext i8 %445 to i64
  call fastcc void @transparent_crc(i64 noundef %446, ptr noundef nonnull @.str.4, i32 noundef %31)
  %447 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_37, i64 4), align 4, !tbaa !20
  %448 = zext i32 %447 to i64
  call fastcc void @transparent_crc(i64 noundef %448, ptr noundef nonnull @.str.5, i32 noundef %31)
  %449 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_37, i64 8), align 4, !tbaa !28
  %450 = sext i16 %449 to i64
  call fastcc void @transparent_crc(i64 noundef %450, ptr noundef nonnull @.str.6, i32 noundef %31)
  %451 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_37, i64 10), align 2, !tbaa !34
  %452 = sext i16 %451 to i64
  call fastcc void @transparent_crc(i64 noundef %452, ptr noundef nonnull @.str.7, i32 noundef %31)
  %453 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_37, i64 12), align 4, !tbaa !35
  %454 = sext i32 %453 to i64
  call fastcc void @transparent_crc(i64 noundef %454, ptr noundef nonnull @.str.8, i32 noundef %31)
  %455 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_37, i64 16), align 4, !tbaa !29
  %456 = zext i8 %455 to i64
  call fastcc void @transparent_crc(i64 noundef %456, ptr noundef nonnull @.str.9, i32 noundef %31)
  %457 = load i64, ptr @g_39, align 8, !tbaa !22
  call fastcc void @transparent_crc(i64 noundef %457, ptr noundef nonnull @.str.10, i32 noundef %31)
  br label %458

458:                                              ; preds = %444, %507
  %459 = phi i64 [ 0, %444 ], [ %508, %507 ]
  %460 = getelementptr inbounds [8 x [6 x i32]], ptr @g_43, i64 0, i64 %459, i64 0
  %461 = load i32, ptr %460, align 4, !tbaa !10
  %462 = sext i32 %461 to i64
  call fastcc void @transparent_crc(i64 noundef %462, ptr noundef nonnull @.str.11, i32 noundef %31)
  br i1 %30, label %463, label %479

463:                                              ; preds = %458
  %464 = getelementptr inbounds [8 x [6 x i32]], ptr @g_43, i64 0, i64 %459, i64 1
  %465 = load i32, ptr %464, align 4, !tbaa !10
  %466 = sext i32 %465 to i64
  call fastcc void @transparent_crc(i64 noundef %466, ptr noundef nonnull @.str.11, i32 noundef %31)
  %467 = getelementptr inbounds [8 x [6 x i32]], ptr @g_43, i64 0, i64 %459, i64 2
  %468 = load i32, ptr %467, align 4, !tbaa !10
  %469 = sext i32 %468 to i64
  call fastcc void @transparent_crc(i64 noundef %469, ptr noundef nonnull @.str.11, i32 noundef %31)
  %470 = getelementptr inbounds [8 x [6 x i32]], ptr @g_43, i64 0, i64 %459, i64 3
  %471 = load i32, ptr %470, align 4, !tbaa !10
  %472 = sext i32 %471 to i64
  call fastcc void @transparent_crc(i64 noundef %472, ptr noundef nonnull @.str.11, i32 noundef %31)
  %473 = getelementptr inbounds [8 x [6 x i32]], ptr @g_43, i64 0, i64 %459, i64 4
  %474 = load i32, ptr %473, align 4, !tbaa !10
  %475 = sext i32 %474 to i64
  call fastcc void @transparent_crc(i64 noundef %475, ptr noundef nonnull @.str.11, i32 noundef %31)
  %476 = getelementptr inbounds [8 x [6 x i32]], ptr @g_43, i64 0, i64 %459, i64 5
  %477 = load i32, ptr %476, align 4, !tbaa !10
  %478 = sext i32 %477 to i64
  call fastcc void @transparent_crc(i64 noundef %478, ptr noundef nonnull @.str.11, i32 noundef %31)
  br label %507

479:                                              ; preds = %458
  %480 = trunc nuw nsw i64 %459 to i32
  %481 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %480, i32 noundef 0)
  %482 = getelementptr inbounds [8 x [6 x i32]], ptr @g_43, i64 0, i64 %459, i64 1
  %483 = load i32, ptr %482, align 4, !tbaa !10
  %484 = sext i32 %483 to i64
  call fastcc void @transparent_crc(i64 noundef %484, ptr noundef nonnull @.str.11, i32 noundef %31)
  %485 = trunc nuw nsw i64 %459 to i32
  %486 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %485, i32 noundef 1)
  %487 = getelementptr inbounds [8 x [6 x i32]], ptr @g_43, i64 0, i64 %459, i64 2
  %488 = load i32, ptr %487, align 4, !tbaa !10
  %489 = sext i32 %488 to i64
  call fastcc void @transparent_crc(i64 noundef %489, ptr noundef nonnull @.str.11, i32 noundef %31)
  %490 = trunc nuw nsw i64 %459 to i32
  %491 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %490, i32 noundef 2)
  %492 = getelementptr inbounds [8 x [6 x i32]], ptr @g_43, i64 0, i64 %459, i64 3
  %493 = load i32, ptr %492, align 4, !tbaa !10
  %494 = sext i32 %493 to i64
  call fastcc void @transparent_crc(i64 noundef %494, ptr noundef nonnull @.str.11, i32 noundef %31)
  %495 = trunc nuw nsw i64 %459 to i32
  %496 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %495, i32 noundef 3)
  %497 = getelementptr inbounds [8 x [6 x i32]], ptr @g_43, i64 0, i64 %459, i64 4
  %498 = load i32, ptr %497, align 4, !tbaa !10
  %499 = sext i32 %498 to i64
  call fastcc void @transparent_crc(i64 noundef %499, ptr noundef nonnull @.str.11, i32 noundef %31)
  %500 = trunc nuw nsw i64 %459 to i32
  %501 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %500, i32 noundef 4)
  %502 = getelementptr inbounds [8 x [6 x i32]], ptr @g_43, i64 0, i64 %459, i64 5
  %503 = load i32, ptr %502, align 4, !tbaa !10
  %504 = sext i32 %503 to i64
  call fastcc void @transparent_crc(i64 noundef %504, ptr noundef nonnull @.str.11, i32 noundef %31)
  %505 = trunc nuw nsw i64 %459 to i32
  %506 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %505, i32 noundef 5)
  br label %507

507:                                              ; preds = %463, %479
  %508 = add nuw nsw i64 %459, 1
  %509 = icmp eq i64 %508, 8
  br i1 %509, label %510, label %458, !llvm.loop !45

510:                                              ; preds = %507
  %511 = load volatile i32, ptr @g_52, align 4
  %512 = shl i32 %511, 7
  %513 = ashr exact i32 %512, 7
  %514 = sext i32 %513 to i64
  call fastcc void @transparent_crc(i64 noundef %514, ptr noundef nonnull @.str.13, i32 noundef %31)
  %515 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_52, i64 4), align 4
  %516 = and i32 %515, 4095
  %517 = zext nneg i32 %516 to i64
  call fastcc void @transparent_crc(i64 noundef %517, ptr noundef nonnull @.str.14, i32 noundef %31)
  %518 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_52, i64 4), align 4
  %519 = shl i32 %518, 17
  %520 = ashr i32 %519, 29
  %521 = sext i32 %520 to i64
  call fastcc void @transparent_crc(i64 noundef %521, ptr noundef nonnull @.str.15, i32 noundef %31)
  %522 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_52, i64 8), align 4
  %523 = shl i32 %522, 9
  %524 = ashr exact i32 %523, 9
  %525 = sext i32 %524 to i64
  call fastcc void @transparent_crc(i64 noundef %525, ptr noundef nonnull @.str.16, i32 noundef %31)
  %526 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_52, i64 8), align 4
  %527 = shl i32 %526, 2
  %528 = ashr i32 %527, 25
  %529 = sext i32 %528 to i64
  call fastcc void @transparent_crc(i64 noundef %529, ptr noundef nonnull @.str.17, i32 noundef %31)
  %530 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_52, i64 12), align 4
  %531 = and i32 %530, 511
  %532 = zext nneg i32 %531 to i64
  call fastcc void @transparent_crc(i64 noundef %532, ptr noundef nonnull @.str.18, i32 noundef %31)
  %533 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_52, i64 16), align 4
  %534 = and i32 %533, 134217727
  %535 = zext nneg i32 %534 to i64
  call fastcc void @transparent_crc(i64 noundef %535, ptr noundef nonnull @.str.19, i32 noundef %31)
  %536 = load volatile i32, ptr @g_53, align 4
  %537 = shl i32 %536, 7
  %538 = ashr exact i32 %537, 7
  %539 = sext i32 %538 to i64
  call fastcc void @transparent_crc(i64 noundef %539, ptr noundef nonnull @.str.20, i32 noundef %31)
  %540 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_53, i64 4), align 4
  %541 = and i32 %540, 4095
  %542 = zext nneg i32 %541 to i64
  call fastcc void @transparent_crc(i64 noundef %542, ptr noundef nonnull @.str.21, i32 noundef %31)
  %543 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_53, i64 4), align 4
  %544 = shl i32 %543, 17
  %545 = ashr i32 %544, 29
  %546 = sext i32 %545 to i64
  call fastcc void @transparent_crc(i64 noundef %546, ptr noundef nonnull @.str.22, i32 noundef %31)
  %547 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_53, i64 8), align 4
  %548 = shl i32 %547, 9
  %549 = ashr exact i32 %548, 9
  %550 = sext i32 %549 to i64
  call fastcc void @transparent_crc(i64 noundef %550, ptr noundef nonnull @.str.23, i32 noundef %31)
  %551 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_53, i64 8), align 4
  %552 = shl i32 %551, 2
  %553 = ashr i32 %552, 25
  %554 = sext i32 %553 to i64
  call fastcc void @transparent_crc(i64 noundef %554, ptr noundef nonnull @.str.24, i32 noundef %31)
  %555 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_53, i64 12), align 4
  %556 = and i32 %555, 511
  %557 = zext nneg i32 %556 to i64
  call fastcc void @transparent_crc(i64 noundef %557, ptr noundef nonnull @.str.25, i32 noundef %31)
  %558 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_53, i64 16), align 4
  %559 = and i32 %558, 134217727
  %560 = zext nneg i32 %559 to i64
  call fastcc void @transparent_crc(i64 noundef %560, ptr noundef nonnull @.str.26, i32 noundef %31)
  %561 = load i64, ptr @g_79, align 8, !tbaa !22
  call fastcc void @transparent_crc(i64 noundef %561, ptr noundef nonnull @.str.27, i32 noundef %31)
  %562 = load i32, ptr @g_84, align 4, !tbaa !10
  %563 = sext i32 %562 to i64
  call fastcc void @transparent_crc(i64 noundef %563, ptr noundef nonnull @.str.28, i32 noundef %31)
  br label %564

564:                                              ; preds = %510, %624
  %565 = phi i64 [ 0, %510 ], [ %625, %624 ]
  %566 = trunc nuw nsw i64 %565 to i32
  %567 = trunc nuw nsw i64 %565 to i32
  %568 = trunc nuw nsw i64 %565 to i32
  %569 = trunc nuw nsw i64 %565 to i32
  %570 = trunc nuw nsw i64 %565 to i32
  %571 = trunc nuw nsw i64 %565 to i32
  br label %572

572:                                              ; preds = %564, %621
  %573 = phi i64 [ 0, %564 ], [ %622, %621 ]
  %574 = getelementptr inbounds [4 x [8 x [6 x i32]]], ptr @g_90, i64 0, i64 %565, i64 %573, i64 0
  %575 = load i32, ptr %574, align 4, !tbaa !10
  %576 = zext i32 %575 to i64
  call fastcc void @transparent_crc(i64 noundef %576, ptr noundef nonnull @.str.29, i32 noundef %31)
  br i1 %30, label %577, label %593

577:                                              ; preds = %572
  %578 = getelementptr inbounds [4 x [8 x [6 x i32]]], ptr @g_90, i64 0, i64 %565, i64 %573, i64 1
  %579 = load i32, ptr %578, align 4, !tbaa !10
  %580 = zext i32 %579 to i64
  call fastcc void @transparent_crc(i64 noundef %580, ptr noundef nonnull @.str.29, i32 noundef %31)
  %581 = getelementptr inbounds [4 x [8 x [6 x i32]]], ptr @g_90, i64 0, i64 %565, i64 %573, i64 2
  %582 = load i32, ptr %581, align 4, !tbaa !10
  %583 = zext i32 %582 to i64
  call fastcc void @transparent_crc(i64 noundef %583, ptr noundef nonnull @.str.29, i32 noundef %31)
  %584 = getelementptr inbounds [4 x [8 x [6 x i32]]], ptr @g_90, i64 0, i64 %565, i64 %573, i64 3
  %585 = load i32, ptr %584, align 4, !tbaa !10
  %586 = zext i32 %585 to i64
  call fastcc void @transparent_crc(i64 noundef %586, ptr noundef nonnull @.str.29, i32 noundef %31)
  %587 = getelementptr inbounds [4 x [8 x [6 x i32]]], ptr @g_90, i64 0, i64 %565, i64 %573, i64 4
  %588 = load i32, ptr %587, align 4, !tbaa !10
  %589 = zext i32 %588 to i64
  call fastcc void @transparent_crc(i64 noundef %589, ptr noundef nonnull @.str.29, i32 noundef %31)
  %590 = getelementptr inbounds [4 x [8 x [6 x i32]]], ptr @g_90, i64 0, i64 %565, i64 %573, i64 5
  %591 = load i32, ptr %590, align 4, !tbaa !10
  %592 = zext i32 %591 to i64
  call fastcc void @transparent_crc(i64 noundef %592, ptr noundef nonnull @.str.29, i32 noundef %31)
  br label %621

593:                                              ; preds = %572
  %594 = trunc nuw nsw i64 %573 to i32
  %595 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %566, i32 noundef %594, i32 noundef 0)
  %596 = getelementptr inbounds [4 x [8 x [6 x i32]]], ptr @g_90, i64 0, i64 %565, i64 %573, i64 1
  %597 = load i32, ptr %596, align 4, !tbaa !10
  %598 = zext i32 %597 to i64
  call fastcc void @transparent_crc(i64 noundef %598, ptr noundef nonnull @.str.29, i32 noundef %31)
  %599 = trunc nuw nsw i64 %573 to i32
  %600 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %567, i32 noundef %599, i32 noundef 1)
  %601 = getelementptr inbounds [4 x [8 x [6 x i32]]], ptr @g_90, i64 0, i64 %565, i64 %573, i64 2
  %602 = load i32, ptr %601, align 4, !tbaa !10
  %603 = zext i32 %602 to i64
  call fastcc void @transparent_crc(i64 noundef %603, ptr noundef nonnull @.str.29, i32 noundef %31)
  %604 = trunc nuw nsw i64 %573 to i32
  %605 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %568, i32 noundef %604, i32 noundef 2)
  %606 = getelementptr inbounds [4 x [8 x [6 x i32]]], ptr @g_90, i64 0, i64 %565, i64 %573, i64 3
  %607 = load i32, ptr %606, align 4, !tbaa !10
  %608 = zext i32 %607 to i64
  call fastcc void @transparent_crc(i64 noundef %608, ptr noundef nonnull @.str.29, i32 noundef %31)
  %609 = trunc nuw nsw i64 %573 to i32
  %610 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %569, i32 noundef %609, i32 noundef 3)
  %611 = getelementptr inbounds [4 x [8 x [6 x i32]]], ptr @g_90, i64 0, i64 %565, i64 %573, i64 4
  %612 = load i32, ptr %611, align 4, !tbaa !10
  %613 = zext i32 %612 to i64
  call fastcc void @transparent_crc(i64 noundef %613, ptr noundef nonnull @.str.29, i32 noundef %31)
  %614 = trunc nuw nsw i64 %573 to i32
  %615 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %570, i32 noundef %614, i32 noundef 4)
  %616 = getelementptr inbounds [4 x [8 x [6 x i32]]], ptr @g_90, i64 0, i64 %565, i64 %573, i64 5
  %617 = load i32, ptr %616, align 4, !tbaa !10
  %618 = zext i32 %617 to i64
  call fastcc void @transparent_crc(i64 noundef %618, ptr noundef nonnull @.str.29, i32 noundef %31)
  %619 = trunc nuw nsw i64 %573 to i32
  %620 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %571, i32 noundef %619, i32 noundef 5)
  br label %621

621:                                              ; preds = %577, %593
  %622 = add nuw nsw i64 %573, 1
  %623 = icmp eq i64 %622, 8
  br i1 %623, label %624, label %572, !llvm.loop !46

624:                                              ; preds = %621
  %625 = add nuw nsw i64 %565, 1
  %626 = icmp eq i64 %625, 4
  br i1 %626, label %627, label %564, !llvm.loop !47

627:                                              ; preds = %624
  %628 = load i16, ptr @g_100, align 4, !tbaa !18
  %629 = zext i16 %628 to i64
  call fastcc void @transparent_crc(i64 noundef %629, ptr noundef nonnull @.str.30, i32 noundef %31)
  %630 = load i64, ptr @g_110, align 8, !tbaa !22
  call fastcc void @transparent_crc(i64 noundef %630, ptr noundef nonnull @.str.31, i32 noundef %31)
  %631 = load volatile i8, ptr @g_133, align 4, !tbaa !17
  %632 = zext i8 %631 to i64
  call fastcc void @transparent_crc(i64 noundef %632, ptr noundef nonnull @.str.32, i32 noundef %31)
  %633 = load volatile i32, ptr @g_144, align 4
  %634 = and i32 %633, 4095
  %635 = zext nneg i32 %634 to i64
  call fastcc void @transparent_crc(i64 noundef %635, ptr noundef nonnull @.str.33, i32 noundef %31)
  %636 = load volatile i32, ptr @g_144, align 4
  %637 = lshr i32 %636, 12
  %638 = and i32 %637, 7
  %639 = zext nneg i32 %638 to i64
  call fastcc void @transparent_crc(i64 noundef %639, ptr noundef nonnull @.str.34, i32 noundef %31)
  %640 = load volatile i32, ptr @g_144, align 4
  %641 = lshr i32 %640, 15
  %642 = and i32 %641, 31
  %643 = zext nneg i32 %642 to i64
  call fastcc void @transparent_crc(i64 noundef %643, ptr noundef nonnull @.str.35, i32 noundef %31)
  %644 = load volatile i32, ptr @g_144, align 4
  %645 = lshr i32 %644, 20
  %646 = and i32 %645, 3
  %647 = zext nneg i32 %646 to i64
  call fastcc void @transparent_crc(i64 noundef %647, ptr noundef nonnull @.str.36, i32 noundef %31)
  br label %648

648:                                              ; preds = %627, %689
  %649 = phi i64 [ 0, %627 ], [ %690, %689 ]
  %650 = getelementptr inbounds [7 x [5 x i32]], ptr @g_155, i64 0, i64 %649, i64 0
  %651 = load i32, ptr %650, align 4, !tbaa !10
  %652 = sext i32 %651 to i64
  call fastcc void @transparent_crc(i64 noundef %652, ptr noundef nonnull @.str.37, i32 noundef %31)
  br i1 %30, label %653, label %666

653:                                              ; preds = %648
  %654 = getelementptr inbounds [7 x [5 x i32]], ptr @g_155, i64 0, i64 %649, i64 1
  %655 = load i32, ptr %654, align 4, !tbaa !10
  %656 = sext i32 %655 to i64
  call fastcc void @transparent_crc(i64 noundef %656, ptr noundef nonnull @.str.37, i32 noundef %31)
  %657 = getelementptr inbounds [7 x [5 x i32]], ptr @g_155, i64 0, i64 %649, i64 2
  %658 = load i32, ptr %657, align 4, !tbaa !10
  %659 = sext i32 %658 to i64
  call fastcc void @transparent_crc(i64 noundef %659, ptr noundef nonnull @.str.37, i32 noundef %31)
  %660 = getelementptr inbounds [7 x [5 x i32]], ptr @g_155, i64 0, i64 %649, i64 3
  %661 = load i32, ptr %660, align 4, !tbaa !10
  %662 = sext i32 %661 to i64
  call fastcc void @transparent_crc(i64 noundef %662, ptr noundef nonnull @.str.37, i32 noundef %31)
  %663 = getelementptr inbounds [7 x [5 x i32]], ptr @g_155, i64 0, i64 %649, i64 4
  %664 = load i32, ptr %663, align 4, !tbaa !10
  %665 = sext i32 %664 to i64
  call fastcc void @transparent_crc(i64 noundef %665, ptr noundef nonnull @.str.37, i32 noundef %31)
  br label %689

666:                                              ; preds = %648
  %667 = trunc nuw nsw i64 %649 to i32
  %668 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %667, i32 noundef 0)
  %669 = getelementptr inbounds [7 x [5 x i32]], ptr @g_155, i64 0, i64 %649, i64 1
  %670 = load i32, ptr %669, align 4, !tbaa !10
  %671 = sext i32 %670 to i64
  call fastcc void @transparent_crc(i64 noundef %671, ptr noundef nonnull @.str.37, i32 noundef %31)
  %672 = trunc nuw nsw i64 %649 to i32
  %673 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %672, i32 noundef 1)
  %674 = getelementptr inbounds [7 x [5 x i32]], ptr @g_155, i64 0, i64 %649, i64 2
  %675 = load i32, ptr %674, align 4, !tbaa !10
  %676 = sext i32 %675 to i64
  call fastcc void @transparent_crc(i64 noundef %676, ptr noundef nonnull @.str.37, i32 noundef %31)
  %677 = trunc nuw nsw i64 %649 to i32
  %678 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %677, i32 noundef 2)
  %679 = getelementptr inbounds [7 x [5 x i32]], ptr @g_155, i64 0, i64 %649, i64 3
  %680 = load i32, ptr %679, align 4, !tbaa !10
  %681 = sext i32 %680 to i64
  call fastcc void @transparent_crc(i64 noundef %681, ptr noundef nonnull @.str.37, i32 noundef %31)
  %682 = trunc nuw nsw i64 %649 to i32
  %683 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %682, i32 noundef 3)
  %684 = getelementptr inbounds [7 x [5 x i32]], ptr @g_155, i64 0, i64 %649, i64 4
  %685 = load i32, ptr %684, align 4, !tbaa !10
  %686 = sext i32 %685 to i64
  call fastcc void @transparent_crc(i64 noundef %686, ptr noundef nonnull @.str.37, i32 noundef %31)
  %687 = trunc nuw nsw i64 %649 to i32
  %688 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %687, i32 noundef 4)
  br label %689

689:                                              ; preds = %653, %666
  %690 = add nuw nsw i64 %649, 1
  %691 = icmp eq i64 %690, 7
  br i1 %691, label %692, label %648, !llvm.loop !48

692:                                              ; preds = %689
  %693 = load i8, ptr @g_156, align 4, !tbaa !38
  %694 = sext i8 %693 to i64
  call fastcc void @transparent_crc(i64 noundef %694, ptr noundef nonnull @.str.38, i32 noundef %31)
  %695 = load i32, ptr getelementptr inbounds (i8, ptr @g_156, i64 4), align 4, !tbaa !20
  %696 = zext i32 %695 to i64
  call fastcc void @transparent_crc(i64 noundef %696, ptr noundef nonnull @.str.39, i32 noundef %31)
  %697 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_156, i64 8), align 4, !tbaa !28
  %698 = sext i16 %697 to i64
  call fastcc void @transparent_crc(i64 noundef %698, ptr noundef nonnull @.str.40, i32 noundef %31)
  %699 = load i16, ptr getelementptr inbounds (i8, ptr @g_156, i64 10), align 2, !tbaa !34
  %700 = sext i16 %699 to i64
  call fastcc void @transparent_crc(i64 noundef %700, ptr noundef nonnull @.str.41, i32 noundef %31)
  %701 = load i32, ptr getelementptr inbounds (i8, ptr @g_156, i64 12), align 4, !tbaa !35
  %702 = sext i32 %701 to i64
  call fastcc void @transparent_crc(i64 noundef %702, ptr noundef nonnull @.str.42, i32 noundef %31)
  %703 = load i8, ptr getelementptr inbounds (i8, ptr @g_156, i64 16), align 4, !tbaa !29
  %704 = zext i8 %703 to i64
  call fastcc void @transparent_crc(i64 noundef %704, ptr noundef nonnull @.str.43, i32 noundef %31)
  %705 = load volatile i32, ptr @g_161, align 4, !tbaa !39
  %706 = zext i32 %705 to i64
  call fastcc void @transparent_crc(i64 noundef %706, ptr noundef nonnull @.str.44, i32 noundef %31)
  %707 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_161, i64 4), align 4, !tbaa !49
  %708 = zext i16 %707 to i64
  call fastcc void @transparent_crc(i64 noundef %708, ptr noundef nonnull @.str.45, i32 noundef %31)
  br label %709

709:                                              ; preds = %692, %745
  %710 = phi i64 [ 0, %692 ], [ %746, %745 ]
  %711 = trunc nuw nsw i64 %710 to i32
  br label %712

712:                                              ; preds = %709, %742
  %713 = phi i64 [ 0, %709 ], [ %743, %742 ]
  %714 = getelementptr inbounds [3 x [6 x %struct.S1]], ptr @g_183, i64 0, i64 %710, i64 %713
  %715 = load i64, ptr %714, align 4
  %716 = shl i64 %715, 39
  %717 = ashr exact i64 %716, 39
  call fastcc void @transparent_crc(i64 noundef %717, ptr noundef nonnull @.str.46, i32 noundef %31)
  %718 = load i64, ptr %714, align 4
  %719 = lshr i64 %718, 32
  %720 = and i64 %719, 4095
  call fastcc void @transparent_crc(i64 noundef %720, ptr noundef nonnull @.str.47, i32 noundef %31)
  %721 = load i64, ptr %714, align 4
  %722 = shl i64 %721, 17
  %723 = ashr i64 %722, 61
  call fastcc void @transparent_crc(i64 noundef %723, ptr noundef nonnull @.str.48, i32 noundef %31)
  %724 = getelementptr inbounds i8, ptr %714, i64 8
  %725 = load volatile i32, ptr %724, align 4
  %726 = shl i32 %725, 9
  %727 = ashr exact i32 %726, 9
  %728 = sext i32 %727 to i64
  call fastcc void @transparent_crc(i64 noundef %728, ptr noundef nonnull @.str.49, i32 noundef %31)
  %729 = load i64, ptr %724, align 4
  %730 = shl i64 %729, 34
  %731 = ashr i64 %730, 57
  call fastcc void @transparent_crc(i64 noundef %731, ptr noundef nonnull @.str.50, i32 noundef %31)
  %732 = load i64, ptr %724, align 4
  %733 = lshr i64 %732, 32
  %734 = and i64 %733, 511
  call fastcc void @transparent_crc(i64 noundef %734, ptr noundef nonnull @.str.51, i32 noundef %31)
  %735 = getelementptr inbounds i8, ptr %714, i64 16
  %736 = load i32, ptr %735, align 4
  %737 = and i32 %736, 134217727
  %738 = zext nneg i32 %737 to i64
  call fastcc void @transparent_crc(i64 noundef %738, ptr noundef nonnull @.str.52, i32 noundef %31)
  br i1 %30, label %742, label %739

739:                                              ; preds = %712
  %740 = trunc nuw nsw i64 %713 to i32
  %741 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %711, i32 noundef %740)
  br label %742

742:                                              ; preds = %712, %739
  %743 = add nuw nsw i64 %713, 1
  %744 = icmp eq i64 %743, 6
  br i1 %744, label %745, label %712, !llvm.loop !50

745:                                              ; preds = %742
  %746 = add nuw nsw i64 %710, 1
  %747 = icmp eq i64 %746, 3
  br i1 %747, label %748, label %709, !llvm.loop !51

748:                                              ; preds = %745
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.53, i32 noundef %31)
  br label %749

749:                                              ; preds = %748, %814
  %750 = phi i64 [ 0, %748 ], [ %815, %814 ]
  %751 = getelementptr inbounds [3 x [8 x i8]], ptr @g_204, i64 0, i64 %750, i64 0
  %752 = load i8, ptr %751, align 1, !tbaa !17
  %753 = sext i8 %752 to i64
  call fastcc void @transparent_crc(i64 noundef %753, ptr noundef nonnull @.str.54, i32 noundef %31)
  br i1 %30, label %754, label %776

754:                                              ; preds = %749
  %755 = getelementptr inbounds [3 x [8 x i8]], ptr @g_204, i64 0, i64 %750, i64 1
  %756 = load i8, ptr %755, align 1, !tbaa !17
  %757 = sext i8 %756 to i64
  call fastcc void @transparent_crc(i64 noundef %757, ptr noundef nonnull @.str.54, i32 noundef %31)
  %758 = getelementptr inbounds [3 x [8 x i8]], ptr @g_204, i64 0, i64 %750, i64 2
  %759 = load i8, ptr %758, align 1, !tbaa !17
  %760 = sext i8 %759 to i64
  call fastcc void @transparent_crc(i64 noundef %760, ptr noundef nonnull @.str.54, i32 noundef %31)
  %761 = getelementptr inbounds [3 x [8 x i8]], ptr @g_204, i64 0, i64 %750, i64 3
  %762 = load i8, ptr %761, align 1, !tbaa !17
  %763 = sext i8 %762 to i64
  call fastcc void @transparent_crc(i64 noundef %763, ptr noundef nonnull @.str.54, i32 noundef %31)
  %764 = getelementptr inbounds [3 x [8 x i8]], ptr @g_204, i64 0, i64 %750, i64 4
  %765 = load i8, ptr %764, align 1, !tbaa !17
  %766 = sext i8 %765 to i64
  call fastcc void @transparent_crc(i64 noundef %766, ptr noundef nonnull @.str.54, i32 noundef %31)
  %767 = getelementptr inbounds [3 x [8 x i8]], ptr @g_204, i64 0, i64 %750, i64 5
  %768 = load i8, ptr %767, align 1, !tbaa !17
  %769 = sext i8 %768 to i64
  call fastcc void @transparent_crc(i64 noundef %769, ptr noundef nonnull @.str.54, i32 noundef %31)
  %770 = getelementptr inbounds [3 x [8 x i8]], ptr @g_204, i64 0, i64 %750, i64 6
  %771 = load i8, ptr %770, align 1, !tbaa !17
  %772 = sext i8 %771 to i64
  call fastcc void @transparent_crc(i64 noundef %772, ptr noundef nonnull @.str.54, i32 noundef %31)
  %773 = getelementptr inbounds [3 x [8 x i8]], ptr @g_204, i64 0, i64 %750, i64 7
  %774 = load i8, ptr %773, align 1, !tbaa !17
  %775 = sext i8 %774 to i64
  call fastcc void @transparent_crc(i64 noundef %775, ptr noundef nonnull @.str.54, i32 noundef %31)
  br label %814

776:                                              ; preds = %749
  %777 = trunc nuw nsw i64 %750 to i32
  %778 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0, i32 noundef %777, i32 noundef 0)
  %779 = getelementptr inbounds [3 x [8 x i8]], ptr @g_204, i64 0, i64 %750, i64 1
  %780 = load i8, ptr %779, align 1, !tbaa !17
  %781 = sext i8 %780 to i64
  call fastcc void @transparent_crc(i64 noundef %781, ptr noundef nonnull @.str.54, i32 noundef %31)
  %782 = trunc nuw nsw i64 %750 to i32
  %783 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0, i32 noundef %782, i32 noundef 1)
  %784 = getelementptr inbounds [3 x [8 x i8]], ptr @g_204, i64 0, i64 %750, i64 2
  %785 = load i8, ptr %784, align 1, !tbaa !17
  %786 = sext i8 %785 to i64
  call fastcc void @transparent_crc(i64 noundef %786, ptr noundef nonnull @.str.54, i32 noundef %31)
  %787 = trunc nuw nsw i64 %750 to i32
  %788 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0, i32 noundef %787, i32 noundef 2)
  %789 = getelementptr inbounds [3 x [8 x i8]], ptr @g_204, i64 0, i64 %750, i64 3
  %790 = load i8, ptr %789, align 1, !tbaa !17
  %791 = sext i8 %790 to i64
  call fastcc void @transparent_crc(i64 noundef %791, ptr noundef nonnull @.str.54, i32 noundef %31)
  %792 = trunc nuw nsw i64 %750 to i32
  %793 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0, i32 noundef %792, i32 noundef 3)
  %794 = getelementptr inbounds [3 x [8 x i8]], ptr @g_204, i64 0, i64 %750, i64 4
  %795 = load i8, ptr %794, align 1, !tbaa !17
  %796 = sext i8 %795 to i64
  call fastcc void @transparent_crc(i64 noundef %796, ptr noundef nonnull @.str.54, i32 noundef %31)
  %797 = trunc nuw nsw i64 %750 to i32
  %798 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0, i32 noundef %797, i32 noundef 4)
  %799 = getelementptr inbounds [3 x [8 x i8]], ptr @g_204, i64 0, i64 %750, i64 5
  %800 = load i8, ptr %799, align 1, !tbaa !17
  %801 = sext i8 %800 to i64
  call fastcc void @transparent_crc(i64 noundef %801, ptr noundef nonnull @.str.54, i32 noundef %31)
  %802 = trunc nuw nsw i64 %750 to i32
  %803 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0, i32 noundef %802, i32 noundef 5)
  %804 = getelementptr inbounds [3 x [8 x i8]], ptr @g_204, i64 0, i64 %750, i64 6
  %805 = load i8, ptr %804, align 1, !tbaa !17
  %806 = sext i8 %805 to i64
  call fastcc void @transparent_crc(i64 noundef %806, ptr noundef nonnull @.str.54, i32 noundef %31)
  %807 = trunc nuw nsw i64 %750 to i32
  %808 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0, i32 noundef %807, i32 noundef 6)
  %809 = getelementptr inbounds [3 x [8 x i8]], ptr @g_204, i64 0, i64 %750, i64 7
  %810 = load i8, ptr %809, align 1, !tbaa !17
  %811 = sext i8 %810 to i64
  call fastcc void @transparent_crc(i64 noundef %811, ptr noundef nonnull @.str.54, i32 noundef %31)
  %812 = trunc nuw nsw i64 %750 to i32
  %813 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0, i32 noundef %812, i32 noundef 7)
  br label %814

814:                                              ; preds = %754, %776
  %815 = add nuw nsw i64 %750, 1
  %816 = icmp eq i64 %815, 3
  br i1 %816, label %817, label %749, !llvm.loop !52

817:                                              ; preds = %814
  %818 = load i8, ptr @g_213, align 4, !tbaa !38
  %819 = sext i8 %818 to i64
  call fastcc void @transparent_crc(i64 noundef %819, ptr noundef nonnull @.str.55, i32 noundef %31)
  %820 = load i32, ptr getelementptr inbounds (i8, ptr @g_213, i64 4), align 4, !tbaa !20
  %821 = zext i32 %820 to i64
  call fastcc void @transparent_crc(i64 noundef %821, ptr noundef nonnull @.str.56, i32 noundef %31)
  %822 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_213, i64 8), align 4, !tbaa !28
  %823 = sext i16 %822 to i64
  call fastcc void @transparent_crc(i64 noundef %823, ptr noundef nonnull @.str.57, i32 noundef %31)
  %824 = load i16, ptr getelementptr inbounds (i8, ptr @g_213, i64 10), align 2, !tbaa !34
  %825 = sext i16 %824 to i64
  call fastcc void @transparent_crc(i64 noundef %825, ptr noundef nonnull @.str.58, i32 noundef %31)
  %826 = load i32, ptr getelementptr inbounds (i8, ptr @g_213, i64 12), align 4, !tbaa !35
  %827 = sext i32 %826 to i64
  call fastcc void @transparent_crc(i64 noundef %827, ptr noundef nonnull @.str.59, i32 noundef %31)
  %828 = load i8, ptr getelementptr inbounds (i8, ptr @g_213, i64 16), align 4, !tbaa !29
  %829 = zext i8 %828 to i64
  call fastcc void @transparent_crc(i64 noundef %829, ptr noundef nonnull @.str.60, i32 noundef %31)
  %830 = load i8, ptr @g_216, align 4, !tbaa !38
  %831 = sext i8 %830 to i64
  call fastcc void @transparent_crc(i64 noundef %831, ptr noundef nonnull @.str.61, i32 noundef %31)
  %832 = load i32, ptr getelementptr inbounds (i8, ptr @g_216, i64 4), align 4, !tbaa !20
  %833 = zext i32 %832 to i64
  call fastcc void @transparent_crc(i64 noundef %833, ptr noundef nonnull @.str.62, i32 noundef %31)
  %834 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_216, i64 8), align 4, !tbaa !28
  %835 = sext i16 %834 to i64
  call fastcc void @transparent_crc(i64 noundef %835, ptr noundef nonnull @.str.63, i32 noundef %31)
  %836 = load i16, ptr getelementptr inbounds (i8, ptr @g_216, i64 10), align 2, !tbaa !34
  %837 = sext i16 %836 to i64
  call fastcc void @transparent_crc(i64 noundef %837, ptr noundef nonnull @.str.64, i32 noundef %31)
  %838 = load i32, ptr getelementptr inbounds (i8, ptr @g_216, i64 12), align 4, !tbaa !35
  %839 = sext i32 %838 to i64
  call fastcc void @transparent_crc(i64 noundef %839, ptr noundef nonnull @.str.65, i32 noundef %31)
  %840 = load i8, ptr getelementptr inbounds (i8, ptr @g_216, i64 16), align 4, !tbaa !29
  %841 = zext i8 %840 to i64
  call fastcc void @transparent_crc(i64 noundef %841, ptr noundef nonnull @.str.66, i32 noundef %31)
  %842 = load volatile i32, ptr @g_235, align 4, !tbaa !10
  %843 = sext i32 %842 to i64
  call fastcc void @transparent_crc(i64 noundef %843, ptr noundef nonnull @.str.67, i32 noundef %31)
  %844 = load i32, ptr @g_237, align 4, !tbaa !10
  %845 = zext i32 %844 to i64
  call fastcc void @transparent_crc(i64 noundef %845, ptr noundef nonnull @.str.68, i32 noundef %31)
  %846 = load i8, ptr @g_245, align 4, !tbaa !17
  %847 = sext i8 %846 to i64
  call fastcc void @transparent_crc(i64 noundef %847, ptr noundef nonnull @.str.69, i32 noundef %31)
  %848 = load volatile i16, ptr @g_262, align 4, !tbaa !18
  %849 = sext i16 %848 to i64
  call fastcc void @transparent_crc(i64 noundef %849, ptr noundef nonnull @.str.70, i32 noundef %31)
  br label %850

850:                                              ; preds = %817, %873
  %851 = phi i64 [ 0, %817 ], [ %874, %873 ]
  %852 = getelementptr inbounds [5 x [1 x %struct.S0]], ptr @g_263, i64 0, i64 %851
  %853 = load i8, ptr %852, align 4, !tbaa !38
  %854 = sext i8 %853 to i64
  call fastcc void @transparent_crc(i64 noundef %854, ptr noundef nonnull @.str.71, i32 noundef %31)
  %855 = getelementptr inbounds i8, ptr %852, i64 4
  %856 = load i32, ptr %855, align 4, !tbaa !20
  %857 = zext i32 %856 to i64
  call fastcc void @transparent_crc(i64 noundef %857, ptr noundef nonnull @.str.72, i32 noundef %31)
  %858 = getelementptr inbounds i8, ptr %852, i64 8
  %859 = load volatile i16, ptr %858, align 4, !tbaa !28
  %860 = sext i16 %859 to i64
  call fastcc void @transparent_crc(i64 noundef %860, ptr noundef nonnull @.str.73, i32 noundef %31)
  %861 = getelementptr inbounds i8, ptr %852, i64 10
  %862 = load i16, ptr %861, align 2, !tbaa !34
  %863 = sext i16 %862 to i64
  call fastcc void @transparent_crc(i64 noundef %863, ptr noundef nonnull @.str.74, i32 noundef %31)
  %864 = getelementptr inbounds i8, ptr %852, i64 12
  %865 = load i32, ptr %864, align 4, !tbaa !35
  %866 = sext i32 %865 to i64
  call fastcc void @transparent_crc(i64 noundef %866, ptr noundef nonnull @.str.75, i32 noundef %31)
  %867 = getelementptr inbounds i8, ptr %852, i64 16
  %868 = load i8, ptr %867, align 4, !tbaa !29
  %869 = zext i8 %868 to i64
  call fastcc void @transparent_crc(i64 noundef %869, ptr noundef nonnull @.str.76, i32 noundef %31)
  br i1 %30, label %873, label %870

870:                                              ; preds = %850
  %871 = trunc nuw nsw i64 %851 to i32
  %872 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %871, i32 noundef 0)
  br label %873

873:                                              ; preds = %870, %850
  %874 = add nuw nsw i64 %851, 1
  %875 = icmp eq i64 %874, 5
  br i1 %875, label %876, label %850, !llvm.loop !53

876:                                              ; preds = %873
  %877 = load i8, ptr @g_264, align 4, !tbaa !38
  %878 = sext i8 %877 to i64
  call fastcc void @transparent_crc(i64 noundef %878, ptr noundef nonnull @.str.77, i32 noundef %31)
  %879 = load i32, ptr getelementptr inbounds (i8, ptr @g_264, i64 4), align 4, !tbaa !20
  %880 = zext i32 %879 to i64
  call fastcc void @transparent_crc(i64 noundef %880, ptr noundef nonnull @.str.78, i32 noundef %31)
  %881 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_264, i64 8), align 4, !tbaa !28
  %882 = sext i16 %881 to i64
  call fastcc void @transparent_crc(i64 noundef %882, ptr noundef nonnull @.str.79, i32 noundef %31)
  %883 = load i16, ptr getelementptr inbounds (i8, ptr @g_264, i64 10), align 2, !tbaa !34
  %884 = sext i16 %883 to i64
  call fastcc void @transparent_crc(i64 noundef %884, ptr noundef nonnull @.str.80, i32 noundef %31)
  %885 = load i32, ptr getelementptr inbounds (i8, ptr @g_264, i64 12), align 4, !tbaa !35
  %886 = sext i32 %885 to i64
  call fastcc void @transparent_crc(i64 noundef %886, ptr noundef nonnull @.str.81, i32 noundef %31)
  %887 = load i8, ptr getelementptr inbounds (i8, ptr @g_264, i64 16), align 4, !tbaa !29
  %888 = zext i8 %887 to i64
  call fastcc void @transparent_crc(i64 noundef %888, ptr noundef nonnull @.str.82, i32 noundef %31)
  %889 = load i32, ptr @g_282, align 4, !tbaa !10
  %890 = sext i32 %889 to i64
  call fastcc void @transparent_crc(i64 noundef %890, ptr noundef nonnull @.str.83, i32 noundef %31)
  %891 = load volatile i32, ptr @g_287, align 4, !tbaa !39
  %892 = zext i32 %891 to i64
  call fastcc void @transparent_crc(i64 noundef %892, ptr noundef nonnull @.str.84, i32 noundef %31)
  %893 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_287, i64 4), align 4, !tbaa !49
  %894 = zext i16 %893 to i64
  call fastcc void @transparent_crc(i64 noundef %894, ptr noundef nonnull @.str.85, i32 noundef %31)
  %895 = load i32, ptr @g_291, align 4, !tbaa !39
  %896 = zext i32 %895 to i64
  call fastcc void @transparent_crc(i64 noundef %896, ptr noundef nonnull @.str.86, i32 noundef %31)
  %897 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_291, i64 4), align 4, !tbaa !49
  %898 = zext i16 %897 to i64
  call fastcc void @transparent_crc(i64 noundef %898, ptr noundef nonnull @.str.87, i32 noundef %31)
  %899 = load i32, ptr @g_292, align 4, !tbaa !39
  %900 = zext i32 %899 to i64
  call fastcc void @transparent_crc(i64 noundef %900, ptr noundef nonnull @.str.88, i32 noundef %31)
  %901 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_292, i64 4), align 4, !tbaa !49
  %902 = zext i16 %901 to i64
  call fastcc void @transparent_crc(i64 noundef %902, ptr noundef nonnull @.str.89, i32 noundef %31)
  br label %903

903:                                              ; preds = %876, %930
  %904 = phi i64 [ 0, %876 ], [ %931, %930 ]
  %905 = trunc nuw nsw i64 %904 to i32
  br label %906

906:                                              ; preds = %903, %927
  %907 = phi i64 [ 0, %903 ], [ %928, %927 ]
  %908 = getelementptr inbounds [7 x [8 x %struct.S2]], ptr @g_314, i64 0, i64 %904, i64 %907
  %909 = load i32, ptr %908, align 4
  %910 = and i32 %909, 4095
  %911 = zext nneg i32 %910 to i64
  call fastcc void @transparent_crc(i64 noundef %911, ptr noundef nonnull @.str.90, i32 noundef %31)
  %912 = load i32, ptr %908, align 4
  %913 = lshr i32 %912, 12
  %914 = and i32 %913, 7
  %915 = zext nneg i32 %914 to i64
  call fastcc void @transparent_crc(i64 noundef %915, ptr noundef nonnull @.str.91, i32 noundef %31)
  %916 = load volatile i32, ptr %908, align 4
  %917 = lshr i32 %916, 15
  %918 = and i32 %917, 31
  %919 = zext nneg i32 %918 to i64
  call fastcc void @transparent_crc(i64 noundef %919, ptr noundef nonnull @.str.92, i32 noundef %31)
  %920 = load i32, ptr %908, align 4
  %921 = lshr i32 %920, 20
  %922 = and i32 %921, 3
  %923 = zext nneg i32 %922 to i64
  call fastcc void @transparent_crc(i64 noundef %923, ptr noundef nonnull @.str.93, i32 noundef %31)
  br i1 %30, label %927, label %924

924:                                              ; preds = %906
  %925 = trunc nuw nsw i64 %907 to i32
  %926 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %905, i32 noundef %925)
  br label %927

927:                                              ; preds = %906, %924
  %928 = add nuw nsw i64 %907, 1
  %929 = icmp eq i64 %928, 8
  br i1 %929, label %930, label %906, !llvm.loop !54

930:                                              ; preds = %927
  %931 = add nuw nsw i64 %904, 1
  %932 = icmp eq i64 %931, 7
  br i1 %932, label %933, label %903, !llvm.loop !55

933:                                              ; preds = %930
  %934 = load i64, ptr @g_327, align 8, !tbaa !22
  call fastcc void @transparent_crc(i64 noundef %934, ptr noundef nonnull @.str.94, i32 noundef %31)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.95, i32 noundef %31)
  %935 = load i16, ptr @g_376, align 4
  %936 = and i16 %935, 32767
  %937 = zext nneg i16 %936 to i64
  call fastcc void @transparent_crc(i64 noundef %937, ptr noundef nonnull @.str.96, i32 noundef %31)
  %938 = load i16, ptr getelementptr inbounds (i8, ptr @g_376, i64 2), align 2, !tbaa !36
  %939 = sext i16 %938 to i64
  call fastcc void @transparent_crc(i64 noundef %939, ptr noundef nonnull @.str.97, i32 noundef %31)
  %940 = load i64, ptr getelementptr inbounds (i8, ptr @g_376, i64 4), align 4
  %941 = shl i64 %940, 46
  %942 = ashr exact i64 %941, 46
  call fastcc void @transparent_crc(i64 noundef %942, ptr noundef nonnull @.str.98, i32 noundef %31)
  %943 = load i64, ptr getelementptr inbounds (i8, ptr @g_376, i64 4), align 4
  %944 = shl i64 %943, 1
  %945 = ashr i64 %944, 33
  call fastcc void @transparent_crc(i64 noundef %945, ptr noundef nonnull @.str.99, i32 noundef %31)
  %946 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_376, i64 12), align 4
  %947 = shl i32 %946, 14
  %948 = ashr exact i32 %947, 14
  %949 = sext i32 %948 to i64
  call fastcc void @transparent_crc(i64 noundef %949, ptr noundef nonnull @.str.100, i32 noundef %31)
  %950 = load volatile i32, ptr @g_377, align 4
  %951 = shl i32 %950, 7
  %952 = ashr exact i32 %951, 7
  %953 = sext i32 %952 to i64
  call fastcc void @transparent_crc(i64 noundef %953, ptr noundef nonnull @.str.101, i32 noundef %31)
  %954 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_377, i64 4), align 4
  %955 = and i32 %954, 4095
  %956 = zext nneg i32 %955 to i64
  call fastcc void @transparent_crc(i64 noundef %956, ptr noundef nonnull @.str.102, i32 noundef %31)
  %957 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_377, i64 4), align 4
  %958 = shl i32 %957, 17
  %959 = ashr i32 %958, 29
  %960 = sext i32 %959 to i64
  call fastcc void @transparent_crc(i64 noundef %960, ptr noundef nonnull @.str.103, i32 noundef %31)
  %961 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_377, i64 8), align 4
  %962 = shl i32 %961, 9
  %963 = ashr exact i32 %962, 9
  %964 = sext i32 %963 to i64
  call fastcc void @transparent_crc(i64 noundef %964, ptr noundef nonnull @.str.104, i32 noundef %31)
  %965 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_377, i64 8), align 4
  %966 = shl i32 %965, 2
  %967 = ashr i32 %966, 25
  %968 = sext i32 %967 to i64
  call fastcc void @transparent_crc(i64 noundef %968, ptr noundef nonnull @.str.105, i32 noundef %31)
  %969 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_377, i64 12), align 4
  %970 = and i32 %969, 511
  %971 = zext nneg i32 %970 to i64
  call fastcc void @transparent_crc(i64 noundef %971, ptr noundef nonnull @.str.106, i32 noundef %31)
  %972 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_377, i64 16), align 4
  %973 = and i32 %972, 134217727
  %974 = zext nneg i32 %973 to i64
  call fastcc void @transparent_crc(i64 noundef %974, ptr noundef nonnull @.str.107, i32 noundef %31)
  %975 = load volatile i8, ptr @g_404, align 4, !tbaa !17
  %976 = sext i8 %975 to i64
  call fastcc void @transparent_crc(i64 noundef %976, ptr noundef nonnull @.str.108, i32 noundef %31)
  %977 = load volatile i8, ptr @g_405, align 4, !tbaa !17
  %978 = sext i8 %977 to i64
  call fastcc void @transparent_crc(i64 noundef %978, ptr noundef nonnull @.str.109, i32 noundef %31)
  %979 = load volatile i8, ptr @g_406, align 4, !tbaa !17
  %980 = sext i8 %979 to i64
  call fastcc void @transparent_crc(i64 noundef %980, ptr noundef nonnull @.str.110, i32 noundef %31)
  %981 = load volatile i8, ptr @g_407, align 4, !tbaa !17
  %982 = sext i8 %981 to i64
  call fastcc void @transparent_crc(i64 noundef %982, ptr noundef nonnull @.str.111, i32 noundef %31)
  %983 = load volatile i8, ptr @g_408, align 4, !tbaa !17
  %984 = sext i8 %983 to i64
  call fastcc void @transparent_crc(i64 noundef %984, ptr noundef nonnull @.str.112, i32 noundef %31)
  %985 = load volatile i8, ptr @g_409, align 4, !tbaa !17
  %986 = sext i8 %985 to i64
  call fastcc void @transparent_crc(i64 noundef %986, ptr noundef nonnull @.str.113, i32 noundef %31)
  br i1 %30, label %987, label %998

987:                                              ; preds = %933
  %988 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_409, i64 1), align 1, !tbaa !17
  %989 = sext i8 %988 to i64
  call fastcc void @transparent_crc(i64 noundef %989, ptr noundef nonnull @.str.113, i32 noundef %31)
  %990 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_409, i64 2), align 2, !tbaa !17
  %991 = sext i8 %990 to i64
  call fastcc void @transparent_crc(i64 noundef %991, ptr noundef nonnull @.str.113, i32 noundef %31)
  %992 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_409, i64 3), align 1, !tbaa !17
  %993 = sext i8 %992 to i64
  call fastcc void @transparent_crc(i64 noundef %993, ptr noundef nonnull @.str.113, i32 noundef %31)
  %994 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_409, i64 4), align 4, !tbaa !17
  %995 = sext i8 %994 to i64
  call fastcc void @transparent_crc(i64 noundef %995, ptr noundef nonnull @.str.113, i32 noundef %31)
  %996 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_409, i64 5), align 1, !tbaa !17
  %997 = sext i8 %996 to i64
  call fastcc void @transparent_crc(i64 noundef %997, ptr noundef nonnull @.str.113, i32 noundef %31)
  br label %1015

998:                                              ; preds = %933
  %999 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.114, i32 noundef 0)
  %1000 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_409, i64 1), align 1, !tbaa !17
  %1001 = sext i8 %1000 to i64
  call fastcc void @transparent_crc(i64 noundef %1001, ptr noundef nonnull @.str.113, i32 noundef %31)
  %1002 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.114, i32 noundef 1)
  %1003 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_409, i64 2), align 2, !tbaa !17
  %1004 = sext i8 %1003 to i64
  call fastcc void @transparent_crc(i64 noundef %1004, ptr noundef nonnull @.str.113, i32 noundef %31)
  %1005 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.114, i32 noundef 2)
  %1006 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_409, i64 3), align 1, !tbaa !17
  %1007 = sext i8 %1006 to i64
  call fastcc void @transparent_crc(i64 noundef %1007, ptr noundef nonnull @.str.113, i32 noundef %31)
  %1008 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.114, i32 noundef 3)
  %1009 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_409, i64 4), align 4, !tbaa !17
  %1010 = sext i8 %1009 to i64
  call fastcc void @transparent_crc(i64 noundef %1010, ptr noundef nonnull @.str.113, i32 noundef %31)
  %1011 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.114, i32 noundef 4)
  %1012 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_409, i64 5), align 1, !tbaa !17
  %1013 = sext i8 %1012 to i64
  call fastcc void @transparent_crc(i64 noundef %1013, ptr noundef nonnull @.str.113, i32 noundef %31)
  %1014 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.114, i32 noundef 5)
  br label %1015

1015:                                             ; preds = %987, %998
  %1016 = load volatile i8, ptr @g_419, align 4, !tbaa !38
  %1017 = sext i8 %1016 to i64
  call fastcc void @transparent_crc(i64 noundef %1017, ptr noundef nonnull @.str.115, i32 noundef %31)
  %1018 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_419, i64 4), align 4, !tbaa !20
  %1019 = zext i32 %1018 to i64
  call fastcc void @transparent_crc(i64 noundef %1019, ptr noundef nonnull @.str.116, i32 noundef %31)
  %1020 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_419, i64 8), align 4, !tbaa !28
  %1021 = sext i16 %1020 to i64
  call fastcc void @transparent_crc(i64 noundef %1021, ptr noundef nonnull @.str.117, i32 noundef %31)
  %1022 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_419, i64 10), align 2, !tbaa !34
  %1023 = sext i16 %1022 to i64
  call fastcc void @transparent_crc(i64 noundef %1023, ptr noundef nonnull @.str.118, i32 noundef %31)
  %1024 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_419, i64 12), align 4, !tbaa !35
  %1025 = sext i32 %1024 to i64
  call fastcc void @transparent_crc(i64 noundef %1025, ptr noundef nonnull @.str.119, i32 noundef %31)
  %1026 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_419, i64 16), align 4, !tbaa !29
  %1027 = zext i8 %1026 to i64
  call fastcc void @transparent_crc(i64 noundef %1027, ptr noundef nonnull @.str.120, i32 noundef %31)
  call fastcc void @transparent_crc(i64 noundef 4, ptr noundef nonnull @.str.121, i32 noundef %31)
  br label %1028

1028:                                             ; preds = %1015, %1055
  %1029 = phi i64 [ 0, %1015 ], [ %1056, %1055 ]
  %1030 = trunc nuw nsw i64 %1029 to i32
  br label %1031

1031:                                             ; preds = %1028, %1052
  %1032 = phi i64 [ 0, %1028 ], [ %1053, %1052 ]
  %1033 = getelementptr inbounds [6 x [5 x %struct.S2]], ptr @g_466, i64 0, i64 %1029, i64 %1032
  %1034 = load i32, ptr %1033, align 4
  %1035 = and i32 %1034, 4095
  %1036 = zext nneg i32 %1035 to i64
  call fastcc void @transparent_crc(i64 noundef %1036, ptr noundef nonnull @.str.122, i32 noundef %31)
  %1037 = load i32, ptr %1033, align 4
  %1038 = lshr i32 %1037, 12
  %1039 = and i32 %1038, 7
  %1040 = zext nneg i32 %1039 to i64
  call fastcc void @transparent_crc(i64 noundef %1040, ptr noundef nonnull @.str.123, i32 noundef %31)
  %1041 = load volatile i32, ptr %1033, align 4
  %1042 = lshr i32 %1041, 15
  %1043 = and i32 %1042, 31
  %1044 = zext nneg i32 %1043 to i64
  call fastcc void @transparent_crc(i64 noundef %1044, ptr noundef nonnull @.str.124, i32 noundef %31)
  %1045 = load i32, ptr %1033, align 4
  %1046 = lshr i32 %1045, 20
  %1047 = and i32 %1046, 3
  %1048 = zext nneg i32 %1047 to i64
  call fastcc void @transparent_crc(i64 noundef %1048, ptr noundef nonnull @.str.125, i32 noundef %31)
  br i1 %30, label %1052, label %1049

1049:                                             ; preds = %1031
  %1050 = trunc nuw nsw i64 %1032 to i32
  %1051 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0, i32 noundef %1030, i32 noundef %1050)
  br label %1052

1052:                                             ; preds = %1031, %1049
  %1053 = add nuw nsw i64 %1032, 1
  %1054 = icmp eq i64 %1053, 5
  br i1 %1054, label %1055, label %1031, !llvm.loop !56

1055:                                             ; preds = %1052
  %1056 = add nuw nsw i64 %1029, 1
  %1057 = icmp eq i64 %1056, 6
  br i1 %1057, label %1058, label %1028, !llvm.loop !57

1058:                                             ; preds = %1055, %1093
  %1059 = phi i64 [ %1094, %1093 ], [ 0, %1055 ]
  %1060 = getelementptr inbounds [5 x %struct.S1], ptr @g_467, i64 0, i64 %1059
  %1061 = load volatile i32, ptr %1060, align 4
  %1062 = shl i32 %1061, 7
  %1063 = ashr exact i32 %1062, 7
  %1064 = sext i32 %1063 to i64
  call fastcc void @transparent_crc(i64 noundef %1064, ptr noundef nonnull @.str.126, i32 noundef %31)
  %1065 = getelementptr inbounds i8, ptr %1060, i64 4
  %1066 = load volatile i32, ptr %1065, align 4
  %1067 = and i32 %1066, 4095
  %1068 = zext nneg i32 %1067 to i64
  call fastcc void @transparent_crc(i64 noundef %1068, ptr noundef nonnull @.str.127, i32 noundef %31)
  %1069 = load volatile i32, ptr %1065, align 4
  %1070 = shl i32 %1069, 17
  %1071 = ashr i32 %1070, 29
  %1072 = sext i32 %1071 to i64
  call fastcc void @transparent_crc(i64 noundef %1072, ptr noundef nonnull @.str.128, i32 noundef %31)
  %1073 = getelementptr inbounds i8, ptr %1060, i64 8
  %1074 = load volatile i32, ptr %1073, align 4
  %1075 = shl i32 %1074, 9
  %1076 = ashr exact i32 %1075, 9
  %1077 = sext i32 %1076 to i64
  call fastcc void @transparent_crc(i64 noundef %1077, ptr noundef nonnull @.str.129, i32 noundef %31)
  %1078 = load volatile i32, ptr %1073, align 4
  %1079 = shl i32 %1078, 2
  %1080 = ashr i32 %1079, 25
  %1081 = sext i32 %1080 to i64
  call fastcc void @transparent_crc(i64 noundef %1081, ptr noundef nonnull @.str.130, i32 noundef %31)
  %1082 = getelementptr inbounds i8, ptr %1060, i64 12
  %1083 = load volatile i32, ptr %1082, align 4
  %1084 = and i32 %1083, 511
  %1085 = zext nneg i32 %1084 to i64
  call fastcc void @transparent_crc(i64 noundef %1085, ptr noundef nonnull @.str.131, i32 noundef %31)
  %1086 = getelementptr inbounds i8, ptr %1060, i64 16
  %1087 = load volatile i32, ptr %1086, align 4
  %1088 = and i32 %1087, 134217727
  %1089 = zext nneg i32 %1088 to i64
  call fastcc void @transparent_crc(i64 noundef %1089, ptr noundef nonnull @.str.132, i32 noundef %31)
  br i1 %30, label %1093, label %1090

1090:                                             ; preds = %1058
  %1091 = trunc nuw nsw i64 %1059 to i32
  %1092 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.114, i32 noundef %1091)
  br label %1093

1093:                                             ; preds = %1058, %1090
  %1094 = add nuw nsw i64 %1059, 1
  %1095 = icmp eq i64 %1094, 5
  br i1 %1095, label %1096, label %1058, !llvm.loop !58

1096:                                             ; preds = %1093, %1113
  %1097 = phi i64 [ %1114, %1113 ], [ 0, %1093 ]
  %1098 = getelementptr inbounds [8 x [2 x i8]], ptr @g_471, i64 0, i64 %1097, i64 0
  %1099 = load i8, ptr %1098, align 1, !tbaa !17
  %1100 = sext i8 %1099 to i64
  call fastcc void @transparent_crc(i64 noundef %1100, ptr noundef nonnull @.str.133, i32 noundef %31)
  br i1 %30, label %1101, label %1105

1101:                                             ; preds = %1096
  %1102 = getelementptr inbounds [8 x [2 x i8]], ptr @g_471, i64 0, i64 %1097, i64 1
  %1103 = load i8, ptr %1102, align 1, !tbaa !17
  %1104 = sext i8 %1103 to i64
  call fastcc void @transparent_crc(i64 noundef %1104, ptr noundef nonnull @.str.133, i32 noundef %31)
  br label %1113

1105:                                             ; preds = %1096
  %1106 = trunc nuw nsw i64 %1097 to i32
  %1107 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %1106, i32 noundef 0)
  %1108 = getelementptr inbounds [8 x [2 x i8]], ptr @g_471, i64 0, i64 %1097, i64 1
  %1109 = load i8, ptr %1108, align 1, !tbaa !17
  %1110 = sext i8 %1109 to i64
  call fastcc void @transparent_crc(i64 noundef %1110, ptr noundef nonnull @.str.133, i32 noundef %31)
  %1111 = trunc nuw nsw i64 %1097 to i32
  %1112 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %1111, i32 noundef 1)
  br label %1113

1113:                                             ; preds = %1101, %1105
  %1114 = add nuw nsw i64 %1097, 1
  %1115 = icmp eq i64 %1114, 8
  br i1 %1115, label %1116, label %1096, !llvm.loop !59

1116:                                             ; preds = %1113
  %1117 = load volatile i32, ptr @g_545, align 4, !tbaa !10
  %1118 = zext i32 %1117 to i64
  call fastcc void @transparent_crc(i64 noundef %1118, ptr noundef nonnull @.str.134, i32 noundef %31)
  %1119 = load volatile i16, ptr @g_555, align 4
  %1120 = and i16 %1119, 32767
  %1121 = zext nneg i16 %1120 to i64
  call fastcc void @transparent_crc(i64 noundef %1121, ptr noundef nonnull @.str.135, i32 noundef %31)
  %1122 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_555, i64 2), align 2, !tbaa !36
  %1123 = sext i16 %1122 to i64
  call fastcc void @transparent_crc(i64 noundef %1123, ptr noundef nonnull @.str.136, i32 noundef %31)
  %1124 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_555, i64 4), align 4
  %1125 = shl i32 %1124, 14
  %1126 = ashr exact i32 %1125, 14
  %1127 = sext i32 %1126 to i64
  call fastcc void @transparent_crc(i64 noundef %1127, ptr noundef nonnull @.str.137, i32 noundef %31)
  %1128 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_555, i64 8), align 4
  %1129 = shl i32 %1128, 1
  %1130 = ashr exact i32 %1129, 1
  %1131 = sext i32 %1130 to i64
  call fastcc void @transparent_crc(i64 noundef %1131, ptr noundef nonnull @.str.138, i32 noundef %31)
  %1132 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_555, i64 12), align 4
  %1133 = shl i32 %1132, 14
  %1134 = ashr exact i32 %1133, 14
  %1135 = sext i32 %1134 to i64
  call fastcc void @transparent_crc(i64 noundef %1135, ptr noundef nonnull @.str.139, i32 noundef %31)
  br label %1136

1136:                                             ; preds = %1116, %1173
  %1137 = phi i64 [ 0, %1116 ], [ %1174, %1173 ]
  %1138 = getelementptr inbounds [6 x [1 x [6 x %struct.S1]]], ptr @g_559, i64 0, i64 %1137
  %1139 = trunc nuw nsw i64 %1137 to i32
  br label %1140

1140:                                             ; preds = %1136, %1170
  %1141 = phi i64 [ 0, %1136 ], [ %1171, %1170 ]
  %1142 = getelementptr inbounds [6 x %struct.S1], ptr %1138, i64 0, i64 %1141
  %1143 = load i64, ptr %1142, align 4
  %1144 = shl i64 %1143, 39
  %1145 = ashr exact i64 %1144, 39
  call fastcc void @transparent_crc(i64 noundef %1145, ptr noundef nonnull @.str.140, i32 noundef %31)
  %1146 = load i64, ptr %1142, align 4
  %1147 = lshr i64 %1146, 32
  %1148 = and i64 %1147, 4095
  call fastcc void @transparent_crc(i64 noundef %1148, ptr noundef nonnull @.str.141, i32 noundef %31)
  %1149 = load i64, ptr %1142, align 4
  %1150 = shl i64 %1149, 17
  %1151 = ashr i64 %1150, 61
  call fastcc void @transparent_crc(i64 noundef %1151, ptr noundef nonnull @.str.142, i32 noundef %31)
  %1152 = getelementptr inbounds i8, ptr %1142, i64 8
  %1153 = load volatile i32, ptr %1152, align 4
  %1154 = shl i32 %1153, 9
  %1155 = ashr exact i32 %1154, 9
  %1156 = sext i32 %1155 to i64
  call fastcc void @transparent_crc(i64 noundef %1156, ptr noundef nonnull @.str.143, i32 noundef %31)
  %1157 = load i64, ptr %1152, align 4
  %1158 = shl i64 %1157, 34
  %1159 = ashr i64 %1158, 57
  call fastcc void @transparent_crc(i64 noundef %1159, ptr noundef nonnull @.str.144, i32 noundef %31)
  %1160 = load i64, ptr %1152, align 4
  %1161 = lshr i64 %1160, 32
  %1162 = and i64 %1161, 511
  call fastcc void @transparent_crc(i64 noundef %1162, ptr noundef nonnull @.str.145, i32 noundef %31)
  %1163 = getelementptr inbounds i8, ptr %1142, i64 16
  %1164 = load i32, ptr %1163, align 4
  %1165 = and i32 %1164, 134217727
  %1166 = zext nneg i32 %1165 to i64
  call fastcc void @transparent_crc(i64 noundef %1166, ptr noundef nonnull @.str.146, i32 noundef %31)
  br i1 %30, label %1170, label %1167

1167:                                             ; preds = %1140
  %1168 = trunc nuw nsw i64 %1141 to i32
  %1169 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %1139, i32 noundef 0, i32 noundef %1168)
  br label %1170

1170:                                             ; preds = %1140, %1167
  %1171 = add nuw nsw i64 %1141, 1
  %1172 = icmp eq i64 %1171, 6
  br i1 %1172, label %1173, label %1140, !llvm.loop !60

1173:                                             ; preds = %1170
  %1174 = add nuw nsw i64 %1137, 1
  %1175 = icmp eq i64 %1174, 6
  br i1 %1175, label %1176, label %1136, !llvm.loop !61

1176:                                             ; preds = %1173
  call fastcc void @transparent_crc(i64 noundef -10, ptr noundef nonnull @.str.147, i32 noundef %31)
  %1177 = load volatile i32, ptr @g_620, align 4
  %1178 = shl i32 %1177, 7
  %1179 = ashr exact i32 %1178, 7
  %1180 = sext i32 %1179 to i64
  call fastcc void @transparent_crc(i64 noundef %1180, ptr noundef nonnull @.str.148, i32 noundef %31)
  %1181 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_620, i64 4), align 4
  %1182 = and i32 %1181, 4095
  %1183 = zext nneg i32 %1182 to i64
  call fastcc void @transparent_crc(i64 noundef %1183, ptr noundef nonnull @.str.149, i32 noundef %31)
  %1184 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_620, i64 4), align 4
  %1185 = shl i32 %1184, 17
  %1186 = ashr i32 %1185, 29
  %1187 = sext i32 %1186 to i64
  call fastcc void @transparent_crc(i64 noundef %1187, ptr noundef nonnull @.str.150, i32 noundef %31)
  %1188 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_620, i64 8), align 4
  %1189 = shl i32 %1188, 9
  %1190 = ashr exact i32 %1189, 9
  %1191 = sext i32 %1190 to i64
  call fastcc void @transparent_crc(i64 noundef %1191, ptr noundef nonnull @.str.151, i32 noundef %31)
  %1192 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_620, i64 8), align 4
  %1193 = shl i32 %1192, 2
  %1194 = ashr i32 %1193, 25
  %1195 = sext i32 %1194 to i64
  call fastcc void @transparent_crc(i64 noundef %1195, ptr noundef nonnull @.str.152, i32 noundef %31)
  %1196 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_620, i64 12), align 4
  %1197 = and i32 %1196, 511
  %1198 = zext nneg i32 %1197 to i64
  call fastcc void @transparent_crc(i64 noundef %1198, ptr noundef nonnull @.str.153, i32 noundef %31)
  %1199 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_620, i64 16), align 4
  %1200 = and i32 %1199, 134217727
  %1201 = zext nneg i32 %1200 to i64
  call fastcc void @transparent_crc(i64 noundef %1201, ptr noundef nonnull @.str.154, i32 noundef %31)
  %1202 = load volatile i32, ptr @g_621, align 4
  %1203 = shl i32 %1202, 7
  %1204 = ashr exact i32 %1203, 7
  %1205 = sext i32 %1204 to i64
  call fastcc void @transparent_crc(i64 noundef %1205, ptr noundef nonnull @.str.155, i32 noundef %31)
  %1206 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_621, i64 4), align 4
  %1207 = and i32 %1206, 4095
  %1208 = zext nneg i32 %1207 to i64
  call fastcc void @transparent_crc(i64 noundef %1208, ptr noundef nonnull @.str.156, i32 noundef %31)
  %1209 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_621, i64 4), align 4
  %1210 = shl i32 %1209, 17
  %1211 = ashr i32 %1210, 29
  %1212 = sext i32 %1211 to i64
  call fastcc void @transparent_crc(i64 noundef %1212, ptr noundef nonnull @.str.157, i32 noundef %31)
  %1213 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_621, i64 8), align 4
  %1214 = shl i32 %1213, 9
  %1215 = ashr exact i32 %1214, 9
  %1216 = sext i32 %1215 to i64
  call fastcc void @transparent_crc(i64 noundef %1216, ptr noundef nonnull @.str.158, i32 noundef %31)
  %1217 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_621, i64 8), align 4
  %1218 = shl i32 %1217, 2
  %1219 = ashr i32 %1218, 25
  %1220 = sext i32 %1219 to i64
  call fastcc void @transparent_crc(i64 noundef %1220, ptr noundef nonnull @.str.159, i32 noundef %31)
  %1221 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_621, i64 12), align 4
  %1222 = and i32 %1221, 511
  %1223 = zext nneg i32 %1222 to i64
  call fastcc void @transparent_crc(i64 noundef %1223, ptr noundef nonnull @.str.160, i32 noundef %31)
  %1224 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_621, i64 16), align 4
  %1225 = and i32 %1224, 134217727
  %1226 = zext nneg i32 %1225 to i64
  call fastcc void @transparent_crc(i64 noundef %1226, ptr noundef nonnull @.str.161, i32 noundef %31)
  br i1 %30, label %1229, label %1227

1227:                                             ; preds = %1176
  %1228 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.114, i32 noundef 0)
  br label %1229

1229:                                             ; preds = %1227, %1176
  call fastcc void @transparent_crc(i64 noundef 30, ptr noundef nonnull @.str.162, i32 noundef %31)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.163, i32 noundef %31)
  %1230 = load volatile i32, ptr @g_648, align 4
  %1231 = lshr i32 %1230, 15
  %1232 = and i32 %1231, 31
  %1233 = zext nneg i32 %1232 to i64
  call fastcc void @transparent_crc(i64 noundef %1233, ptr noundef nonnull @.str.164, i32 noundef %31)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.165, i32 noundef %31)
  br label %1234

1234:                                             ; preds = %1229, %1257
  %1235 = phi i64 [ 0, %1229 ], [ %1258, %1257 ]
  %1236 = getelementptr inbounds [8 x %struct.S0], ptr @g_674, i64 0, i64 %1235
  %1237 = load i8, ptr %1236, align 4, !tbaa !38
  %1238 = sext i8 %1237 to i64
  call fastcc void @transparent_crc(i64 noundef %1238, ptr noundef nonnull @.str.166, i32 noundef %31)
  %1239 = getelementptr inbounds i8, ptr %1236, i64 4
  %1240 = load i32, ptr %1239, align 4, !tbaa !20
  %1241 = zext i32 %1240 to i64
  call fastcc void @transparent_crc(i64 noundef %1241, ptr noundef nonnull @.str.167, i32 noundef %31)
  %1242 = getelementptr inbounds i8, ptr %1236, i64 8
  %1243 = load volatile i16, ptr %1242, align 4, !tbaa !28
  %1244 = sext i16 %1243 to i64
  call fastcc void @transparent_crc(i64 noundef %1244, ptr noundef nonnull @.str.168, i32 noundef %31)
  %1245 = getelementptr inbounds i8, ptr %1236, i64 10
  %1246 = load i16, ptr %1245, align 2, !tbaa !34
  %1247 = sext i16 %1246 to i64
  call fastcc void @transparent_crc(i64 noundef %1247, ptr noundef nonnull @.str.169, i32 noundef %31)
  %1248 = getelementptr inbounds i8, ptr %1236, i64 12
  %1249 = load i32, ptr %1248, align 4, !tbaa !35
  %1250 = sext i32 %1249 to i64
  call fastcc void @transparent_crc(i64 noundef %1250, ptr noundef nonnull @.str.170, i32 noundef %31)
  %1251 = getelementptr inbounds i8, ptr %1236, i64 16
  %1252 = load i8, ptr %1251, align 4, !tbaa !29
  %1253 = zext i8 %1252 to i64
  call fastcc void @transparent_crc(i64 noundef %1253, ptr noundef nonnull @.str.171, i32 noundef %31)
  br i1 %30, label %1257, label %1254

1254:                                             ; preds = %1234
  %1255 = trunc nuw nsw i64 %1235 to i32
  %1256 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.114, i32 noundef %1255)
  br label %1257

1257:                                             ; preds = %1234, %1254
  %1258 = add nuw nsw i64 %1235, 1
  %1259 = icmp eq i64 %1258, 8
  br i1 %1259, label %1260, label %1234, !llvm.loop !62

1260:                                             ; preds = %1257
  %1261 = load i64, ptr @g_706, align 8
  %1262 = shl i64 %1261, 39
  %1263 = ashr exact i64 %1262, 39
  call fastcc void @transparent_crc(i64 noundef %1263, ptr noundef nonnull @.str.172, i32 noundef %31)
  %1264 = load i64, ptr @g_706, align 8
  %1265 = lshr i64 %1264, 32
  %1266 = and i64 %1265, 4095
  call fastcc void @transparent_crc(i64 noundef %1266, ptr noundef nonnull @.str.173, i32 noundef %31)
  %1267 = load i64, ptr @g_706, align 8
  %1268 = shl i64 %1267, 17
  %1269 = ashr i64 %1268, 61
  call fastcc void @transparent_crc(i64 noundef %1269, ptr noundef nonnull @.str.174, i32 noundef %31)
  %1270 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_706, i64 8), align 8
  %1271 = shl i32 %1270, 9
  %1272 = ashr exact i32 %1271, 9
  %1273 = sext i32 %1272 to i64
  call fastcc void @transparent_crc(i64 noundef %1273, ptr noundef nonnull @.str.175, i32 noundef %31)
  %1274 = load i64, ptr getelementptr inbounds (i8, ptr @g_706, i64 8), align 8
  %1275 = shl i64 %1274, 34
  %1276 = ashr i64 %1275, 57
  call fastcc void @transparent_crc(i64 noundef %1276, ptr noundef nonnull @.str.176, i32 noundef %31)
  %1277 = load i64, ptr getelementptr inbounds (i8, ptr @g_706, i64 8), align 8
  %1278 = lshr i64 %1277, 32
  %1279 = and i64 %1278, 511
  call fastcc void @transparent_crc(i64 noundef %1279, ptr noundef nonnull @.str.177, i32 noundef %31)
  %1280 = load i32, ptr getelementptr inbounds (i8, ptr @g_706, i64 16), align 8
  %1281 = and i32 %1280, 134217727
  %1282 = zext nneg i32 %1281 to i64
  call fastcc void @transparent_crc(i64 noundef %1282, ptr noundef nonnull @.str.178, i32 noundef %31)
  %1283 = load volatile i32, ptr @g_718, align 4
  %1284 = shl i32 %1283, 7
  %1285 = ashr exact i32 %1284, 7
  %1286 = sext i32 %1285 to i64
  call fastcc void @transparent_crc(i64 noundef %1286, ptr noundef nonnull @.str.179, i32 noundef %31)
  %1287 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_718, i64 4), align 4
  %1288 = and i32 %1287, 4095
  %1289 = zext nneg i32 %1288 to i64
  call fastcc void @transparent_crc(i64 noundef %1289, ptr noundef nonnull @.str.180, i32 noundef %31)
  %1290 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_718, i64 4), align 4
  %1291 = shl i32 %1290, 17
  %1292 = ashr i32 %1291, 29
  %1293 = sext i32 %1292 to i64
  call fastcc void @transparent_crc(i64 noundef %1293, ptr noundef nonnull @.str.181, i32 noundef %31)
  %1294 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_718, i64 8), align 4
  %1295 = shl i32 %1294, 9
  %1296 = ashr exact i32 %1295, 9
  %1297 = sext i32 %1296 to i64
  call fastcc void @transparent_crc(i64 noundef %1297, ptr noundef nonnull @.str.182, i32 noundef %31)
  %1298 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_718, i64 8), align 4
  %1299 = shl i32 %1298, 2
  %1300 = ashr i32 %1299, 25
  %1301 = sext i32 %1300 to i64
  call fastcc void @transparent_crc(i64 noundef %1301, ptr noundef nonnull @.str.183, i32 noundef %31)
  %1302 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_718, i64 12), align 4
  %1303 = and i32 %1302, 511
  %1304 = zext nneg i32 %1303 to i64
  call fastcc void @transparent_crc(i64 noundef %1304, ptr noundef nonnull @.str.184, i32 noundef %31)
  %1305 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_718, i64 16), align 4
  %1306 = and i32 %1305, 134217727
  %1307 = zext nneg i32 %1306 to i64
  call fastcc void @transparent_crc(i64 noundef %1307, ptr noundef nonnull @.str.185, i32 noundef %31)
  %1308 = load volatile i32, ptr @g_750, align 4, !tbaa !10
  %1309 = zext i32 %1308 to i64
  call fastcc void @transparent_crc(i64 noundef %1309, ptr noundef nonnull @.str.186, i32 noundef %31)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.187, i32 noundef %31)
  %1310 = load i64, ptr @g_783, align 8
  %1311 = shl i64 %1310, 39
  %1312 = ashr exact i64 %1311, 39
  call fastcc void @transparent_crc(i64 noundef %1312, ptr noundef nonnull @.str.188, i32 noundef %31)
  %1313 = load i64, ptr @g_783, align 8
  %1314 = lshr i64 %1313, 32
  %1315 = and i64 %1314, 4095
  call fastcc void @transparent_crc(i64 noundef %1315, ptr noundef nonnull @.str.189, i32 noundef %31)
  %1316 = load i64, ptr @g_783, align 8
  %1317 = shl i64 %1316, 17
  %1318 = ashr i64 %1317, 61
  call fastcc void @transparent_crc(i64 noundef %1318, ptr noundef nonnull @.str.190, i32 noundef %31)
  %1319 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_783, i64 8), align 8
  %1320 = shl i32 %1319, 9
  %1321 = ashr exact i32 %1320, 9
  %1322 = sext i32 %1321 to i64
  call fastcc void @transparent_crc(i64 noundef %1322, ptr noundef nonnull @.str.191, i32 noundef %31)
  %1323 = load i64, ptr getelementptr inbounds (i8, ptr @g_783, i64 8), align 8
  %1324 = shl i64 %1323, 34
  %1325 = ashr i64 %1324, 57
  call fastcc void @transparent_crc(i64 noundef %1325, ptr noundef nonnull @.str.192, i32 noundef %31)
  %1326 = load i64, ptr getelementptr inbounds (i8, ptr @g_783, i64 8), align 8
  %1327 = lshr i64 %1326, 32
  %1328 = and i64 %1327, 511
  call fastcc void @transparent_crc(i64 noundef %1328, ptr noundef nonnull @.str.193, i32 noundef %31)
  %1329 = load i32, ptr getelementptr inbounds (i8, ptr @g_783, i64 16), align 8
  %1330 = and i32 %1329, 134217727
  %1331 = zext nneg i32 %1330 to i64
  call fastcc void @transparent_crc(i64 noundef %1331, ptr noundef nonnull @.str.194, i32 noundef %31)
  %1332 = load volatile i32, ptr @g_799, align 4
  %1333 = shl i32 %1332, 7
  %1334 = ashr exact i32 %1333, 7
  %1335 = sext i32 %1334 to i64
  call fastcc void @transparent_crc(i64 noundef %1335, ptr noundef nonnull @.str.195, i32 noundef %31)
  %1336 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_799, i64 4), align 4
  %1337 = and i32 %1336, 4095
  %1338 = zext nneg i32 %1337 to i64
  call fastcc void @transparent_crc(i64 noundef %1338, ptr noundef nonnull @.str.196, i32 noundef %31)
  %1339 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_799, i64 4), align 4
  %1340 = shl i32 %1339, 17
  %1341 = ashr i32 %1340, 29
  %1342 = sext i32 %1341 to i64
  call fastcc void @transparent_crc(i64 noundef %1342, ptr noundef nonnull @.str.197, i32 noundef %31)
  %1343 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_799, i64 8), align 4
  %1344 = shl i32 %1343, 9
  %1345 = ashr exact i32 %1344, 9
  %1346 = sext i32 %1345 to i64
  call fastcc void @transparent_crc(i64 noundef %1346, ptr noundef nonnull @.str.198, i32 noundef %31)
  %1347 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_799, i64 8), align 4
  %1348 = shl i32 %1347, 2
  %1349 = ashr i32 %1348, 25
  %1350 = sext i32 %1349 to i64
  call fastcc void @transparent_crc(i64 noundef %1350, ptr noundef nonnull @.str.199, i32 noundef %31)
  %1351 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_799, i64 12), align 4
  %1352 = and i32 %1351, 511
  %1353 = zext nneg i32 %1352 to i64
  call fastcc void @transparent_crc(i64 noundef %1353, ptr noundef nonnull @.str.200, i32 noundef %31)
  %1354 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_799, i64 16), align 4
  %1355 = and i32 %1354, 134217727
  %1356 = zext nneg i32 %1355 to i64
  call fastcc void @transparent_crc(i64 noundef %1356, ptr noundef nonnull @.str.201, i32 noundef %31)
  %1357 = load i32, ptr @g_800, align 4, !tbaa !39
  %1358 = zext i32 %1357 to i64
  call fastcc void @transparent_crc(i64 noundef %1358, ptr noundef nonnull @.str.202, i32 noundef %31)
  %1359 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_800, i64 4), align 4, !tbaa !49
  %1360 = zext i16 %1359 to i64
  call fastcc void @transparent_crc(i64 noundef %1360, ptr noundef nonnull @.str.203, i32 noundef %31)
  %1361 = load volatile i32, ptr @g_811, align 4, !tbaa !39
  %1362 = zext i32 %1361 to i64
  call fastcc void @transparent_crc(i64 noundef %1362, ptr noundef nonnull @.str.204, i32 noundef %31)
  %1363 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_811, i64 4), align 4, !tbaa !49
  %1364 = zext i16 %1363 to i64
  call fastcc void @transparent_crc(i64 noundef %1364, ptr noundef nonnull @.str.205, i32 noundef %31)
  br label %1365

1365:                                             ; preds = %1260, %1392
  %1366 = phi i64 [ 0, %1260 ], [ %1393, %1392 ]
  %1367 = trunc nuw nsw i64 %1366 to i32
  br label %1368

1368:                                             ; preds = %1365, %1389
  %1369 = phi i64 [ 0, %1365 ], [ %1390, %1389 ]
  %1370 = getelementptr inbounds [3 x [8 x [8 x %struct.S2]]], ptr @g_814, i64 0, i64 0, i64 %1366, i64 %1369
  %1371 = load volatile i32, ptr %1370, align 4
  %1372 = and i32 %1371, 4095
  %1373 = zext nneg i32 %1372 to i64
  call fastcc void @transparent_crc(i64 noundef %1373, ptr noundef nonnull @.str.206, i32 noundef %31)
  %1374 = load volatile i32, ptr %1370, align 4
  %1375 = lshr i32 %1374, 12
  %1376 = and i32 %1375, 7
  %1377 = zext nneg i32 %1376 to i64
  call fastcc void @transparent_crc(i64 noundef %1377, ptr noundef nonnull @.str.207, i32 noundef %31)
  %1378 = load volatile i32, ptr %1370, align 4
  %1379 = lshr i32 %1378, 15
  %1380 = and i32 %1379, 31
  %1381 = zext nneg i32 %1380 to i64
  call fastcc void @transparent_crc(i64 noundef %1381, ptr noundef nonnull @.str.208, i32 noundef %31)
  %1382 = load volatile i32, ptr %1370, align 4
  %1383 = lshr i32 %1382, 20
  %1384 = and i32 %1383, 3
  %1385 = zext nneg i32 %1384 to i64
  call fastcc void @transparent_crc(i64 noundef %1385, ptr noundef nonnull @.str.209, i32 noundef %31)
  br i1 %30, label %1389, label %1386

1386:                                             ; preds = %1368
  %1387 = trunc nuw nsw i64 %1369 to i32
  %1388 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0, i32 noundef %1367, i32 noundef %1387)
  br label %1389

1389:                                             ; preds = %1368, %1386
  %1390 = add nuw nsw i64 %1369, 1
  %1391 = icmp eq i64 %1390, 8
  br i1 %1391, label %1392, label %1368, !llvm.loop !63

1392:                                             ; preds = %1389
  %1393 = add nuw nsw i64 %1366, 1
  %1394 = icmp eq i64 %1393, 8
  br i1 %1394, label %1395, label %1365, !llvm.loop !64

1395:                                             ; preds = %1392, %1422
  %1396 = phi i64 [ %1423, %1422 ], [ 0, %1392 ]
  %1397 = trunc nuw nsw i64 %1396 to i32
  br label %1398

1398:                                             ; preds = %1419, %1395
  %1399 = phi i64 [ 0, %1395 ], [ %1420, %1419 ]
  %1400 = getelementptr inbounds [3 x [8 x [8 x %struct.S2]]], ptr @g_814, i64 0, i64 1, i64 %1396, i64 %1399
  %1401 = load volatile i32, ptr %1400, align 4
  %1402 = and i32 %1401, 4095
  %1403 = zext nneg i32 %1402 to i64
  call fastcc void @transparent_crc(i64 noundef %1403, ptr noundef nonnull @.str.206, i32 noundef %31)
  %1404 = load volatile i32, ptr %1400, align 4
  %1405 = lshr i32 %1404, 12
  %1406 = and i32 %1405, 7
  %1407 = zext nneg i32 %1406 to i64
  call fastcc void @transparent_crc(i64 noundef %1407, ptr noundef nonnull @.str.207, i32 noundef %31)
  %1408 = load volatile i32, ptr %1400, align 4
  %1409 = lshr i32 %1408, 15
  %1410 = and i32 %1409, 31
  %1411 = zext nneg i32 %1410 to i64
  call fastcc void @transparent_crc(i64 noundef %1411, ptr noundef nonnull @.str.208, i32 noundef %31)
  %1412 = load volatile i32, ptr %1400, align 4
  %1413 = lshr i32 %1412, 20
  %1414 = and i32 %1413, 3
  %1415 = zext nneg i32 %1414 to i64
  call fastcc void @transparent_crc(i64 noundef %1415, ptr noundef nonnull @.str.209, i32 noundef %31)
  br i1 %30, label %1419, label %1416

1416:                                             ; preds = %1398
  %1417 = trunc nuw nsw i64 %1399 to i32
  %1418 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1, i32 noundef %1397, i32 noundef %1417)
  br label %1419

1419:                                             ; preds = %1416, %1398
  %1420 = add nuw nsw i64 %1399, 1
  %1421 = icmp eq i64 %1420, 8
  br i1 %1421, label %1422, label %1398, !llvm.loop !63

1422:                                             ; preds = %1419
  %1423 = add nuw nsw i64 %1396, 1
  %1424 = icmp eq i64 %1423, 8
  br i1 %1424, label %1425, label %1395, !llvm.loop !64

1425:                                             ; preds = %1422, %1452
  %1426 = phi i64 [ %1453, %1452 ], [ 0, %1422 ]
  %1427 = trunc nuw nsw i64 %1426 to i32
  br label %1428

1428:                                             ; preds = %1449, %1425
  %1429 = phi i64 [ 0, %1425 ], [ %1450, %1449 ]
  %1430 = getelementptr inbounds [3 x [8 x [8 x %struct.S2]]], ptr @g_814, i64 0, i64 2, i64 %1426, i64 %1429
  %1431 = load volatile i32, ptr %1430, align 4
  %1432 = and i32 %1431, 4095
  %1433 = zext nneg i32 %1432 to i64
  call fastcc void @transparent_crc(i64 noundef %1433, ptr noundef nonnull @.str.206, i32 noundef %31)
  %1434 = load volatile i32, ptr %1430, align 4
  %1435 = lshr i32 %1434, 12
  %1436 = and i32 %1435, 7
  %1437 = zext nneg i32 %1436 to i64
  call fastcc void @transparent_crc(i64 noundef %1437, ptr noundef nonnull @.str.207, i32 noundef %31)
  %1438 = load volatile i32, ptr %1430, align 4
  %1439 = lshr i32 %1438, 15
  %1440 = and i32 %1439, 31
  %1441 = zext nneg i32 %1440 to i64
  call fastcc void @transparent_crc(i64 noundef %1441, ptr noundef nonnull @.str.208, i32 noundef %31)
  %1442 = load volatile i32, ptr %1430, align 4
  %1443 = lshr i32 %1442, 20
  %1444 = and i32 %1443, 3
  %1445 = zext nneg i32 %1444 to i64
  call fastcc void @transparent_crc(i64 noundef %1445, ptr noundef nonnull @.str.209, i32 noundef %31)
  br i1 %30, label %1449, label %1446

1446:                                             ; preds = %1428
  %1447 = trunc nuw nsw i64 %1429 to i32
  %1448 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 2, i32 noundef %1427, i32 noundef %1447)
  br label %1449

1449:                                             ; preds = %1446, %1428
  %1450 = add nuw nsw i64 %1429, 1
  %1451 = icmp eq i64 %1450, 8
  br i1 %1451, label %1452, label %1428, !llvm.loop !63

1452:                                             ; preds = %1449
  %1453 = add nuw nsw i64 %1426, 1
  %1454 = icmp eq i64 %1453, 8
  br i1 %1454, label %1455, label %1425, !llvm.loop !64

1455:                                             ; preds = %1452, %1465
  %1456 = phi i64 [ %1466, %1465 ], [ 0, %1452 ]
  call fastcc void @transparent_crc(i64 noundef -737, ptr noundef nonnull @.str.210, i32 noundef %31)
  call fastcc void @transparent_crc(i64 noundef 22, ptr noundef nonnull @.str.211, i32 noundef %31)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.212, i32 noundef %31)
  %1457 = getelementptr inbounds [8 x [1 x %struct.S1]], ptr getelementptr inbounds (i8, ptr @g_826, i64 8), i64 0, i64 %1456
  %1458 = load volatile i32, ptr %1457, align 4
  %1459 = shl i32 %1458, 9
  %1460 = ashr exact i32 %1459, 9
  %1461 = sext i32 %1460 to i64
  call fastcc void @transparent_crc(i64 noundef %1461, ptr noundef nonnull @.str.213, i32 noundef %31)
  call fastcc void @transparent_crc(i64 noundef -8, ptr noundef nonnull @.str.214, i32 noundef %31)
  call fastcc void @transparent_crc(i64 noundef 21, ptr noundef nonnull @.str.215, i32 noundef %31)
  call fastcc void @transparent_crc(i64 noundef 2625, ptr noundef nonnull @.str.216, i32 noundef %31)
  br i1 %30, label %1465, label %1462

1462:                                             ; preds = %1455
  %1463 = trunc nuw nsw i64 %1456 to i32
  %1464 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %1463, i32 noundef 0)
  br label %1465

1465:                                             ; preds = %1462, %1455
  %1466 = add nuw nsw i64 %1456, 1
  %1467 = icmp eq i64 %1466, 8
  br i1 %1467, label %1468, label %1455, !llvm.loop !65

1468:                                             ; preds = %1465
  %1469 = load volatile i32, ptr @g_864, align 4
  %1470 = shl i32 %1469, 7
  %1471 = ashr exact i32 %1470, 7
  %1472 = sext i32 %1471 to i64
  call fastcc void @transparent_crc(i64 noundef %1472, ptr noundef nonnull @.str.217, i32 noundef %31)
  %1473 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_864, i64 4), align 4
  %1474 = and i32 %1473, 4095
  %1475 = zext nneg i32 %1474 to i64
  call fastcc void @transparent_crc(i64 noundef %1475, ptr noundef nonnull @.str.218, i32 noundef %31)
  %1476 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_864, i64 4), align 4
  %1477 = shl i32 %1476, 17
  %1478 = ashr i32 %1477, 29
  %1479 = sext i32 %1478 to i64
  call fastcc void @transparent_crc(i64 noundef %1479, ptr noundef nonnull @.str.219, i32 noundef %31)
  %1480 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_864, i64 8), align 4
  %1481 = shl i32 %1480, 9
  %1482 = ashr exact i32 %1481, 9
  %1483 = sext i32 %1482 to i64
  call fastcc void @transparent_crc(i64 noundef %1483, ptr noundef nonnull @.str.220, i32 noundef %31)
  %1484 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_864, i64 8), align 4
  %1485 = shl i32 %1484, 2
  %1486 = ashr i32 %1485, 25
  %1487 = sext i32 %1486 to i64
  call fastcc void @transparent_crc(i64 noundef %1487, ptr noundef nonnull @.str.221, i32 noundef %31)
  %1488 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_864, i64 12), align 4
  %1489 = and i32 %1488, 511
  %1490 = zext nneg i32 %1489 to i64
  call fastcc void @transparent_crc(i64 noundef %1490, ptr noundef nonnull @.str.222, i32 noundef %31)
  %1491 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_864, i64 16), align 4
  %1492 = and i32 %1491, 134217727
  %1493 = zext nneg i32 %1492 to i64
  call fastcc void @transparent_crc(i64 noundef %1493, ptr noundef nonnull @.str.223, i32 noundef %31)
  %1494 = load i32, ptr @g_920, align 4
  %1495 = and i32 %1494, 4095
  %1496 = zext nneg i32 %1495 to i64
  call fastcc void @transparent_crc(i64 noundef %1496, ptr noundef nonnull @.str.224, i32 noundef %31)
  %1497 = load i32, ptr @g_920, align 4
  %1498 = lshr i32 %1497, 12
  %1499 = and i32 %1498, 7
  %1500 = zext nneg i32 %1499 to i64
  call fastcc void @transparent_crc(i64 noundef %1500, ptr noundef nonnull @.str.225, i32 noundef %31)
  %1501 = load volatile i32, ptr @g_920, align 4
  %1502 = lshr i32 %1501, 15
  %1503 = and i32 %1502, 31
  %1504 = zext nneg i32 %1503 to i64
  call fastcc void @transparent_crc(i64 noundef %1504, ptr noundef nonnull @.str.226, i32 noundef %31)
  %1505 = load i32, ptr @g_920, align 4
  %1506 = lshr i32 %1505, 20
  %1507 = and i32 %1506, 3
  %1508 = zext nneg i32 %1507 to i64
  call fastcc void @transparent_crc(i64 noundef %1508, ptr noundef nonnull @.str.227, i32 noundef %31)
  %1509 = load i8, ptr @g_949, align 4, !tbaa !38
  %1510 = sext i8 %1509 to i64
  call fastcc void @transparent_crc(i64 noundef %1510, ptr noundef nonnull @.str.228, i32 noundef %31)
  %1511 = load i32, ptr getelementptr inbounds (i8, ptr @g_949, i64 4), align 4, !tbaa !20
  %1512 = zext i32 %1511 to i64
  call fastcc void @transparent_crc(i64 noundef %1512, ptr noundef nonnull @.str.229, i32 noundef %31)
  %1513 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_949, i64 8), align 4, !tbaa !28
  %1514 = sext i16 %1513 to i64
  call fastcc void @transparent_crc(i64 noundef %1514, ptr noundef nonnull @.str.230, i32 noundef %31)
  %1515 = load i16, ptr getelementptr inbounds (i8, ptr @g_949, i64 10), align 2, !tbaa !34
  %1516 = sext i16 %1515 to i64
  call fastcc void @transparent_crc(i64 noundef %1516, ptr noundef nonnull @.str.231, i32 noundef %31)
  %1517 = load i32, ptr getelementptr inbounds (i8, ptr @g_949, i64 12), align 4, !tbaa !35
  %1518 = sext i32 %1517 to i64
  call fastcc void @transparent_crc(i64 noundef %1518, ptr noundef nonnull @.str.232, i32 noundef %31)
  %1519 = load i8, ptr getelementptr inbounds (i8, ptr @g_949, i64 16), align 4, !tbaa !29
  %1520 = zext i8 %1519 to i64
  call fastcc void @transparent_crc(i64 noundef %1520, ptr noundef nonnull @.str.233, i32 noundef %31)
  %1521 = load volatile i32, ptr @g_975, align 4, !tbaa !39
  %1522 = zext i32 %1521 to i64
  call fastcc void @transparent_crc(i64 noundef %1522, ptr noundef nonnull @.str.234, i32 noundef %31)
  %1523 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_975, i64 4), align 4, !tbaa !49
  %1524 = zext i16 %1523 to i64
  call fastcc void @transparent_crc(i64 noundef %1524, ptr noundef nonnull @.str.235, i32 noundef %31)
  br i1 %30, label %1532, label %1525

1525:                                             ; preds = %1468
  %1526 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %1527 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_975, i64 6), align 2, !tbaa !39
  %1528 = zext i32 %1527 to i64
  call fastcc void @transparent_crc(i64 noundef %1528, ptr noundef nonnull @.str.234, i32 noundef %31)
  %1529 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_975, i64 10), align 2, !tbaa !49
  %1530 = zext i16 %1529 to i64
  call fastcc void @transparent_crc(i64 noundef %1530, ptr noundef nonnull @.str.235, i32 noundef %31)
  %1531 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0, i32 noundef 1, i32 noundef 0)
  br label %1537

1532:                                             ; preds = %1468
  %1533 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_975, i64 6), align 2, !tbaa !39
  %1534 = zext i32 %1533 to i64
  call fastcc void @transparent_crc(i64 noundef %1534, ptr noundef nonnull @.str.234, i32 noundef %31)
  %1535 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_975, i64 10), align 2, !tbaa !49
  %1536 = zext i16 %1535 to i64
  call fastcc void @transparent_crc(i64 noundef %1536, ptr noundef nonnull @.str.235, i32 noundef %31)
  br label %1537

1537:                                             ; preds = %1532, %1525
  %1538 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_975, i64 12), align 4, !tbaa !39
  %1539 = zext i32 %1538 to i64
  call fastcc void @transparent_crc(i64 noundef %1539, ptr noundef nonnull @.str.234, i32 noundef %31)
  %1540 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_975, i64 16), align 4, !tbaa !49
  %1541 = zext i16 %1540 to i64
  call fastcc void @transparent_crc(i64 noundef %1541, ptr noundef nonnull @.str.235, i32 noundef %31)
  br i1 %30, label %1549, label %1542

1542:                                             ; preds = %1537
  %1543 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0, i32 noundef 2, i32 noundef 0)
  %1544 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_975, i64 18), align 2, !tbaa !39
  %1545 = zext i32 %1544 to i64
  call fastcc void @transparent_crc(i64 noundef %1545, ptr noundef nonnull @.str.234, i32 noundef %31)
  %1546 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_975, i64 22), align 2, !tbaa !49
  %1547 = zext i16 %1546 to i64
  call fastcc void @transparent_crc(i64 noundef %1547, ptr noundef nonnull @.str.235, i32 noundef %31)
  %1548 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1, i32 noundef 0, i32 noundef 0)
  br label %1554

1549:                                             ; preds = %1537
  %1550 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_975, i64 18), align 2, !tbaa !39
  %1551 = zext i32 %1550 to i64
  call fastcc void @transparent_crc(i64 noundef %1551, ptr noundef nonnull @.str.234, i32 noundef %31)
  %1552 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_975, i64 22), align 2, !tbaa !49
  %1553 = zext i16 %1552 to i64
  call fastcc void @transparent_crc(i64 noundef %1553, ptr noundef nonnull @.str.235, i32 noundef %31)
  br label %1554

1554:                                             ; preds = %1549, %1542
  %1555 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_975, i64 24), align 4, !tbaa !39
  %1556 = zext i32 %1555 to i64
  call fastcc void @transparent_crc(i64 noundef %1556, ptr noundef nonnull @.str.234, i32 noundef %31)
  %1557 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_975, i64 28), align 4, !tbaa !49
  %1558 = zext i16 %1557 to i64
  call fastcc void @transparent_crc(i64 noundef %1558, ptr noundef nonnull @.str.235, i32 noundef %31)
  br i1 %30, label %1566, label %1559

1559:                                             ; preds = %1554
  %1560 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1, i32 noundef 1, i32 noundef 0)
  %1561 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_975, i64 30), align 2, !tbaa !39
  %1562 = zext i32 %1561 to i64
  call fastcc void @transparent_crc(i64 noundef %1562, ptr noundef nonnull @.str.234, i32 noundef %31)
  %1563 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_975, i64 34), align 2, !tbaa !49
  %1564 = zext i16 %1563 to i64
  call fastcc void @transparent_crc(i64 noundef %1564, ptr noundef nonnull @.str.235, i32 noundef %31)
  %1565 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1, i32 noundef 2, i32 noundef 0)
  br label %1571

1566:                                             ; preds = %1554
  %1567 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_975, i64 30), align 2, !tbaa !39
  %1568 = zext i32 %1567 to i64
  call fastcc void @transparent_crc(i64 noundef %1568, ptr noundef nonnull @.str.234, i32 noundef %31)
  %1569 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_975, i64 34), align 2, !tbaa !49
  %1570 = zext i16 %1569 to i64
  call fastcc void @transparent_crc(i64 noundef %1570, ptr noundef nonnull @.str.235, i32 noundef %31)
  br label %1571

1571:                                             ; preds = %1566, %1559
  br label %1572

1572:                                             ; preds = %1571, %1596
  %1573 = phi i64 [ %1597, %1596 ], [ 0, %1571 ]
  %1574 = getelementptr inbounds [7 x %struct.S4], ptr @g_1011, i64 0, i64 %1573
  %1575 = load i16, ptr %1574, align 4
  %1576 = and i16 %1575, 32767
  %1577 = zext nneg i16 %1576 to i64
  call fastcc void @transparent_crc(i64 noundef %1577, ptr noundef nonnull @.str.236, i32 noundef %31)
  %1578 = getelementptr inbounds i8, ptr %1574, i64 2
  %1579 = load i16, ptr %1578, align 2, !tbaa !36
  %1580 = sext i16 %1579 to i64
  call fastcc void @transparent_crc(i64 noundef %1580, ptr noundef nonnull @.str.237, i32 noundef %31)
  %1581 = getelementptr inbounds i8, ptr %1574, i64 4
  %1582 = load i64, ptr %1581, align 4
  %1583 = shl i64 %1582, 46
  %1584 = ashr exact i64 %1583, 46
  call fastcc void @transparent_crc(i64 noundef %1584, ptr noundef nonnull @.str.238, i32 noundef %31)
  %1585 = load i64, ptr %1581, align 4
  %1586 = shl i64 %1585, 1
  %1587 = ashr i64 %1586, 33
  call fastcc void @transparent_crc(i64 noundef %1587, ptr noundef nonnull @.str.239, i32 noundef %31)
  %1588 = getelementptr inbounds i8, ptr %1574, i64 12
  %1589 = load volatile i32, ptr %1588, align 4
  %1590 = shl i32 %1589, 14
  %1591 = ashr exact i32 %1590, 14
  %1592 = sext i32 %1591 to i64
  call fastcc void @transparent_crc(i64 noundef %1592, ptr noundef nonnull @.str.240, i32 noundef %31)
  br i1 %30, label %1596, label %1593

1593:                                             ; preds = %1572
  %1594 = trunc nuw nsw i64 %1573 to i32
  %1595 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.114, i32 noundef %1594)
  br label %1596

1596:                                             ; preds = %1572, %1593
  %1597 = add nuw nsw i64 %1573, 1
  %1598 = icmp eq i64 %1597, 7
  br i1 %1598, label %1599, label %1572, !llvm.loop !66

1599:                                             ; preds = %1596
  %1600 = load i8, ptr @g_1024, align 4, !tbaa !38
  %1601 = sext i8 %1600 to i64
  call fastcc void @transparent_crc(i64 noundef %1601, ptr noundef nonnull @.str.241, i32 noundef %31)
  %1602 = load i32, ptr getelementptr inbounds (i8, ptr @g_1024, i64 4), align 4, !tbaa !20
  %1603 = zext i32 %1602 to i64
  call fastcc void @transparent_crc(i64 noundef %1603, ptr noundef nonnull @.str.242, i32 noundef %31)
  %1604 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_1024, i64 8), align 4, !tbaa !28
  %1605 = sext i16 %1604 to i64
  call fastcc void @transparent_crc(i64 noundef %1605, ptr noundef nonnull @.str.243, i32 noundef %31)
  %1606 = load i16, ptr getelementptr inbounds (i8, ptr @g_1024, i64 10), align 2, !tbaa !34
  %1607 = sext i16 %1606 to i64
  call fastcc void @transparent_crc(i64 noundef %1607, ptr noundef nonnull @.str.244, i32 noundef %31)
  %1608 = load i32, ptr getelementptr inbounds (i8, ptr @g_1024, i64 12), align 4, !tbaa !35
  %1609 = sext i32 %1608 to i64
  call fastcc void @transparent_crc(i64 noundef %1609, ptr noundef nonnull @.str.245, i32 noundef %31)
  %1610 = load i8, ptr getelementptr inbounds (i8, ptr @g_1024, i64 16), align 4, !tbaa !29
  %1611 = zext i8 %1610 to i64
  call fastcc void @transparent_crc(i64 noundef %1611, ptr noundef nonnull @.str.246, i32 noundef %31)
  br label %1612

1612:                                             ; preds = %1599, %1635
  %1613 = phi i64 [ 0, %1599 ], [ %1636, %1635 ]
  %1614 = getelementptr inbounds [6 x %struct.S0], ptr @g_1027, i64 0, i64 %1613
  %1615 = load i8, ptr %1614, align 4, !tbaa !38
  %1616 = sext i8 %1615 to i64
  call fastcc void @transparent_crc(i64 noundef %1616, ptr noundef nonnull @.str.247, i32 noundef %31)
  %1617 = getelementptr inbounds i8, ptr %1614, i64 4
  %1618 = load i32, ptr %1617, align 4, !tbaa !20
  %1619 = zext i32 %1618 to i64
  call fastcc void @transparent_crc(i64 noundef %1619, ptr noundef nonnull @.str.248, i32 noundef %31)
  %1620 = getelementptr inbounds i8, ptr %1614, i64 8
  %1621 = load volatile i16, ptr %1620, align 4, !tbaa !28
  %1622 = sext i16 %1621 to i64
  call fastcc void @transparent_crc(i64 noundef %1622, ptr noundef nonnull @.str.249, i32 noundef %31)
  %1623 = getelementptr inbounds i8, ptr %1614, i64 10
  %1624 = load i16, ptr %1623, align 2, !tbaa !34
  %1625 = sext i16 %1624 to i64
  call fastcc void @transparent_crc(i64 noundef %1625, ptr noundef nonnull @.str.250, i32 noundef %31)
  %1626 = getelementptr inbounds i8, ptr %1614, i64 12
  %1627 = load i32, ptr %1626, align 4, !tbaa !35
  %1628 = sext i32 %1627 to i64
  call fastcc void @transparent_crc(i64 noundef %1628, ptr noundef nonnull @.str.251, i32 noundef %31)
  %1629 = getelementptr inbounds i8, ptr %1614, i64 16
  %1630 = load i8, ptr %1629, align 4, !tbaa !29
  %1631 = zext i8 %1630 to i64
  call fastcc void @transparent_crc(i64 noundef %1631, ptr noundef nonnull @.str.252, i32 noundef %31)
  br i1 %30, label %1635, label %1632

1632:                                             ; preds = %1612
  %1633 = trunc nuw nsw i64 %1613 to i32
  %1634 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.114, i32 noundef %1633)
  br label %1635

1635:                                             ; preds = %1612, %1632
  %1636 = add nuw nsw i64 %1613, 1
  %1637 = icmp eq i64 %1636, 6
  br i1 %1637, label %1638, label %1612, !llvm.loop !67

1638:                                             ; preds = %1635
  %1639 = load i64, ptr @g_1028, align 8
  %1640 = shl i64 %1639, 39
  %1641 = ashr exact i64 %1640, 39
  call fastcc void @transparent_crc(i64 noundef %1641, ptr noundef nonnull @.str.253, i32 noundef %31)
  %1642 = load i64, ptr @g_1028, align 8
  %1643 = lshr i64 %1642, 32
  %1644 = and i64 %1643, 4095
  call fastcc void @transparent_crc(i64 noundef %1644, ptr noundef nonnull @.str.254, i32 noundef %31)
  %1645 = load i64, ptr @g_1028, align 8
  %1646 = shl i64 %1645, 17
  %1647 = ashr i64 %1646, 61
  call fastcc void @transparent_crc(i64 noundef %1647, ptr noundef nonnull @.str.255, i32 noundef %31)
  %1648 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_1028, i64 8), align 8
  %1649 = shl i32 %1648, 9
  %1650 = ashr exact i32 %1649, 9
  %1651 = sext i32 %1650 to i64
  call fastcc void @transparent_crc(i64 noundef %1651, ptr noundef nonnull @.str.256, i32 noundef %31)
  %1652 = load i64, ptr getelementptr inbounds (i8, ptr @g_1028, i64 8), align 8
  %1653 = shl i64 %1652, 34
  %1654 = ashr i64 %1653, 57
  call fastcc void @transparent_crc(i64 noundef %1654, ptr noundef nonnull @.str.257, i32 noundef %31)
  %1655 = load i64, ptr getelementptr inbounds (i8, ptr @g_1028, i64 8), align 8
  %1656 = lshr i64 %1655, 32
  %1657 = and i64 %1656, 511
  call fastcc void @transparent_crc(i64 noundef %1657, ptr noundef nonnull @.str.258, i32 noundef %31)
  %1658 = load i32, ptr getelementptr inbounds (i8, ptr @g_1028, i64 16), align 8
  %1659 = and i32 %1658, 134217727
  %1660 = zext nneg i32 %1659 to i64
  call fastcc void @transparent_crc(i64 noundef %1660, ptr noundef nonnull @.str.259, i32 noundef %31)
  %1661 = load volatile i32, ptr @g_1055, align 4, !tbaa !39
  %1662 = zext i32 %1661 to i64
  call fastcc void @transparent_crc(i64 noundef %1662, ptr noundef nonnull @.str.260, i32 noundef %31)
  %1663 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_1055, i64 4), align 4, !tbaa !49
  %1664 = zext i16 %1663 to i64
  call fastcc void @transparent_crc(i64 noundef %1664, ptr noundef nonnull @.str.261, i32 noundef %31)
  %1665 = load i32, ptr @crc32_context, align 4, !tbaa !10
  %1666 = xor i32 %1665, -1
  %1667 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.287, i32 noundef %1666)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 {
  %4 = load i32, ptr @crc32_context, align 4, !tbaa !10
  %5 = lshr i32 %4, 8
  %6 = zext i32 %4 to i64
  %7 = xor i64 %6, %0
  %8 = and i64 %7, 255
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !10
  %11 = xor i32 %5, %10
  %12 = lshr i64 %0, 8
  %13 = lshr i32 %11, 8
  %14 = zext i32 %11 to i64
  %15 = xor i64 %12, %14
  %16 = and i64 %15, 255
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !10
  %19 = xor i32 %13, %18
  %20 = lshr i64 %0, 16
  %21 = lshr i32 %19, 8
  %22 = zext i32 %19 to i64
  %23 = xor i64 %20, %22
  %24 = and i64 %23, 255
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !10
  %27 = xor i32 %21, %26
  %28 = lshr i64 %0, 24
  %29 = lshr i32 %27, 8
  %30 = zext i32 %27 to i64
  %31 = xor i64 %28, %30
  %32 = and i64 %31, 255
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !10
  %35 = xor i32 %29, %34
  %36 = lshr i64 %0, 32
  %37 = lshr i32 %35, 8
  %38 = zext i32 %35 to i64
  %39 = xor i64 %36, %38
  %40 = and i64 %39, 255
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40
  %42 = load i32, ptr %41, align 4, !tbaa !10
  %43 = xor i32 %37, %42
  %44 = lshr i64 %0, 40
  %45 = lshr i32 %43, 8
  %46 = zext i32 %43 to i64
  %47 = xor i64 %44, %46
  %48 = and i64 %47, 255
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48
  %50 = load i32, ptr %49, align 4, !tbaa !10
  %51 = xor i32 %45, %50
  %52 = lshr i64 %0, 48
  %53 = lshr i32 %51, 8
  %54 = zext i32 %51 to i64
  %55 = xor i64 %52, %54
  %56 = and i64 %55, 255
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !10
  %59 = xor i32 %53, %58
  %60 = lshr i64 %0, 56
  %61 = lshr i32 %59, 8
  %62 = and i32 %59, 255
  %63 = zext nneg i32 %62 to i64
  %64 = xor i64 %60, %63
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64
  %66 = load i32, ptr %65, align 4, !tbaa !10
  %67 = xor i32 %61, %66
  store i32 %67, ptr @crc32_context, align 4, !tbaa !10
  %68 = icmp eq i32 %2, 0
  br i1 %68, label %73, label %69

69:                                               ; preds = %3
  %70 = xor i32 %67, -1
  %71 = zext i32 %70 to i64
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.262, ptr noundef %1, i64 noundef %71)
  br label %73

73:                                               ; preds = %69, %3
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = distinct !{!12, !13, !14, !15}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = !{i64 0, i64 1, !17, i64 4, i64 4, !10, i64 8, i64 2, !18, i64 10, i64 2, !18, i64 12, i64 4, !10, i64 16, i64 1, !17}
!17 = !{!8, !8, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"short", !8, i64 0}
!20 = !{!21, !11, i64 4}
!21 = !{!"S0", !8, i64 0, !11, i64 4, !19, i64 8, !19, i64 10, !11, i64 12, !8, i64 16}
!22 = !{!23, !23, i64 0}
!23 = !{!"long", !8, i64 0}
!24 = !{!25}
!25 = distinct !{!25, !26, !"func_45: argument 0"}
!26 = distinct !{!26, !"func_45"}
!27 = !{i64 0, i64 8, !17, i64 8, i64 8, !17, i64 16, i64 4, !17}
!28 = !{!21, !19, i64 8}
!29 = !{!21, !8, i64 16}
!30 = !{i64 0, i64 4, !10, i64 4, i64 2, !18}
!31 = !{!32}
!32 = distinct !{!32, !33, !"func_2: argument 0"}
!33 = distinct !{!33, !"func_2"}
!34 = !{!21, !19, i64 10}
!35 = !{!21, !11, i64 12}
!36 = !{!37, !19, i64 2}
!37 = !{!"S4", !11, i64 0, !19, i64 2, !11, i64 4, !11, i64 8, !11, i64 12}
!38 = !{!21, !8, i64 0}
!39 = !{!40, !11, i64 0}
!40 = !{!"S3", !11, i64 0, !19, i64 4}
!41 = distinct !{!41, !13}
!42 = distinct !{!42, !13}
!43 = distinct !{!43, !13}
!44 = distinct !{!44, !13}
!45 = distinct !{!45, !13}
!46 = distinct !{!46, !13}
!47 = distinct !{!47, !13}
!48 = distinct !{!48, !13}
!49 = !{!40, !19, i64 4}
!50 = distinct !{!50, !13}
!51 = distinct !{!51, !13}
!52 = distinct !{!52, !13}
!53 = distinct !{!53, !13}
!54 = distinct !{!54, !13}
!55 = distinct !{!55, !13}
!56 = distinct !{!56, !13}
!57 = distinct !{!57, !13}
!58 = distinct !{!58, !13}
!59 = distinct !{!59, !13}
!60 = distinct !{!60, !13}
!61 = distinct !{!61, !13}
!62 = distinct !{!62, !13}
!63 = distinct !{!63, !13}
!64 = distinct !{!64, !13}
!65 = distinct !{!65, !13}
!66 = distinct !{!66, !13}
!67 = distinct !{!67, !13}
