; ModuleID = 'src/zlib/inftrees.c'
source_filename = "src/zlib/inftrees.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.code = type { i8, i8, i16 }

@inflate_copyright = dso_local local_unnamed_addr constant [47 x i8] c" inflate 1.3.2 Copyright 1995-2026 Mark Adler \00", align 16, !dbg !0
@inflate_table.lbase = internal unnamed_addr constant [31 x i16] [i16 3, i16 4, i16 5, i16 6, i16 7, i16 8, i16 9, i16 10, i16 11, i16 13, i16 15, i16 17, i16 19, i16 23, i16 27, i16 31, i16 35, i16 43, i16 51, i16 59, i16 67, i16 83, i16 99, i16 115, i16 131, i16 163, i16 195, i16 227, i16 258, i16 0, i16 0], align 16, !dbg !52
@inflate_table.lext = internal unnamed_addr constant [31 x i16] [i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 17, i16 17, i16 17, i16 17, i16 18, i16 18, i16 18, i16 18, i16 19, i16 19, i16 19, i16 19, i16 20, i16 20, i16 20, i16 20, i16 21, i16 21, i16 21, i16 21, i16 16, i16 199, i16 75], align 16, !dbg !104
@inflate_table.dbase = internal unnamed_addr constant [32 x i16] [i16 1, i16 2, i16 3, i16 4, i16 5, i16 7, i16 9, i16 13, i16 17, i16 25, i16 33, i16 49, i16 65, i16 97, i16 129, i16 193, i16 257, i16 385, i16 513, i16 769, i16 1025, i16 1537, i16 2049, i16 3073, i16 4097, i16 6145, i16 8193, i16 12289, i16 16385, i16 24577, i16 0, i16 0], align 16, !dbg !106
@inflate_table.dext = internal unnamed_addr constant [32 x i16] [i16 16, i16 16, i16 16, i16 16, i16 17, i16 17, i16 18, i16 18, i16 19, i16 19, i16 20, i16 20, i16 21, i16 21, i16 22, i16 22, i16 23, i16 23, i16 24, i16 24, i16 25, i16 25, i16 26, i16 26, i16 27, i16 27, i16 28, i16 28, i16 29, i16 29, i16 64, i16 64], align 16, !dbg !111
@lenfix = internal constant [512 x %struct.code] [%struct.code { i8 96, i8 7, i16 0 }, %struct.code { i8 0, i8 8, i16 80 }, %struct.code { i8 0, i8 8, i16 16 }, %struct.code { i8 20, i8 8, i16 115 }, %struct.code { i8 18, i8 7, i16 31 }, %struct.code { i8 0, i8 8, i16 112 }, %struct.code { i8 0, i8 8, i16 48 }, %struct.code { i8 0, i8 9, i16 192 }, %struct.code { i8 16, i8 7, i16 10 }, %struct.code { i8 0, i8 8, i16 96 }, %struct.code { i8 0, i8 8, i16 32 }, %struct.code { i8 0, i8 9, i16 160 }, %struct.code { i8 0, i8 8, i16 0 }, %struct.code { i8 0, i8 8, i16 128 }, %struct.code { i8 0, i8 8, i16 64 }, %struct.code { i8 0, i8 9, i16 224 }, %struct.code { i8 16, i8 7, i16 6 }, %struct.code { i8 0, i8 8, i16 88 }, %struct.code { i8 0, i8 8, i16 24 }, %struct.code { i8 0, i8 9, i16 144 }, %struct.code { i8 19, i8 7, i16 59 }, %struct.code { i8 0, i8 8, i16 120 }, %struct.code { i8 0, i8 8, i16 56 }, %struct.code { i8 0, i8 9, i16 208 }, %struct.code { i8 17, i8 7, i16 17 }, %struct.code { i8 0, i8 8, i16 104 }, %struct.code { i8 0, i8 8, i16 40 }, %struct.code { i8 0, i8 9, i16 176 }, %struct.code { i8 0, i8 8, i16 8 }, %struct.code { i8 0, i8 8, i16 136 }, %struct.code { i8 0, i8 8, i16 72 }, %struct.code { i8 0, i8 9, i16 240 }, %struct.code { i8 16, i8 7, i16 4 }, %struct.code { i8 0, i8 8, i16 84 }, %struct.code { i8 0, i8 8, i16 20 }, %struct.code { i8 21, i8 8, i16 227 }, %struct.code { i8 19, i8 7, i16 43 }, %struct.code { i8 0, i8 8, i16 116 }, %struct.code { i8 0, i8 8, i16 52 }, %struct.code { i8 0, i8 9, i16 200 }, %struct.code { i8 17, i8 7, i16 13 }, %struct.code { i8 0, i8 8, i16 100 }, %struct.code { i8 0, i8 8, i16 36 }, %struct.code { i8 0, i8 9, i16 168 }, %struct.code { i8 0, i8 8, i16 4 }, %struct.code { i8 0, i8 8, i16 132 }, %struct.code { i8 0, i8 8, i16 68 }, %struct.code { i8 0, i8 9, i16 232 }, %struct.code { i8 16, i8 7, i16 8 }, %struct.code { i8 0, i8 8, i16 92 }, %struct.code { i8 0, i8 8, i16 28 }, %struct.code { i8 0, i8 9, i16 152 }, %struct.code { i8 20, i8 7, i16 83 }, %struct.code { i8 0, i8 8, i16 124 }, %struct.code { i8 0, i8 8, i16 60 }, %struct.code { i8 0, i8 9, i16 216 }, %struct.code { i8 18, i8 7, i16 23 }, %struct.code { i8 0, i8 8, i16 108 }, %struct.code { i8 0, i8 8, i16 44 }, %struct.code { i8 0, i8 9, i16 184 }, %struct.code { i8 0, i8 8, i16 12 }, %struct.code { i8 0, i8 8, i16 140 }, %struct.code { i8 0, i8 8, i16 76 }, %struct.code { i8 0, i8 9, i16 248 }, %struct.code { i8 16, i8 7, i16 3 }, %struct.code { i8 0, i8 8, i16 82 }, %struct.code { i8 0, i8 8, i16 18 }, %struct.code { i8 21, i8 8, i16 163 }, %struct.code { i8 19, i8 7, i16 35 }, %struct.code { i8 0, i8 8, i16 114 }, %struct.code { i8 0, i8 8, i16 50 }, %struct.code { i8 0, i8 9, i16 196 }, %struct.code { i8 17, i8 7, i16 11 }, %struct.code { i8 0, i8 8, i16 98 }, %struct.code { i8 0, i8 8, i16 34 }, %struct.code { i8 0, i8 9, i16 164 }, %struct.code { i8 0, i8 8, i16 2 }, %struct.code { i8 0, i8 8, i16 130 }, %struct.code { i8 0, i8 8, i16 66 }, %struct.code { i8 0, i8 9, i16 228 }, %struct.code { i8 16, i8 7, i16 7 }, %struct.code { i8 0, i8 8, i16 90 }, %struct.code { i8 0, i8 8, i16 26 }, %struct.code { i8 0, i8 9, i16 148 }, %struct.code { i8 20, i8 7, i16 67 }, %struct.code { i8 0, i8 8, i16 122 }, %struct.code { i8 0, i8 8, i16 58 }, %struct.code { i8 0, i8 9, i16 212 }, %struct.code { i8 18, i8 7, i16 19 }, %struct.code { i8 0, i8 8, i16 106 }, %struct.code { i8 0, i8 8, i16 42 }, %struct.code { i8 0, i8 9, i16 180 }, %struct.code { i8 0, i8 8, i16 10 }, %struct.code { i8 0, i8 8, i16 138 }, %struct.code { i8 0, i8 8, i16 74 }, %struct.code { i8 0, i8 9, i16 244 }, %struct.code { i8 16, i8 7, i16 5 }, %struct.code { i8 0, i8 8, i16 86 }, %struct.code { i8 0, i8 8, i16 22 }, %struct.code { i8 64, i8 8, i16 0 }, %struct.code { i8 19, i8 7, i16 51 }, %struct.code { i8 0, i8 8, i16 118 }, %struct.code { i8 0, i8 8, i16 54 }, %struct.code { i8 0, i8 9, i16 204 }, %struct.code { i8 17, i8 7, i16 15 }, %struct.code { i8 0, i8 8, i16 102 }, %struct.code { i8 0, i8 8, i16 38 }, %struct.code { i8 0, i8 9, i16 172 }, %struct.code { i8 0, i8 8, i16 6 }, %struct.code { i8 0, i8 8, i16 134 }, %struct.code { i8 0, i8 8, i16 70 }, %struct.code { i8 0, i8 9, i16 236 }, %struct.code { i8 16, i8 7, i16 9 }, %struct.code { i8 0, i8 8, i16 94 }, %struct.code { i8 0, i8 8, i16 30 }, %struct.code { i8 0, i8 9, i16 156 }, %struct.code { i8 20, i8 7, i16 99 }, %struct.code { i8 0, i8 8, i16 126 }, %struct.code { i8 0, i8 8, i16 62 }, %struct.code { i8 0, i8 9, i16 220 }, %struct.code { i8 18, i8 7, i16 27 }, %struct.code { i8 0, i8 8, i16 110 }, %struct.code { i8 0, i8 8, i16 46 }, %struct.code { i8 0, i8 9, i16 188 }, %struct.code { i8 0, i8 8, i16 14 }, %struct.code { i8 0, i8 8, i16 142 }, %struct.code { i8 0, i8 8, i16 78 }, %struct.code { i8 0, i8 9, i16 252 }, %struct.code { i8 96, i8 7, i16 0 }, %struct.code { i8 0, i8 8, i16 81 }, %struct.code { i8 0, i8 8, i16 17 }, %struct.code { i8 21, i8 8, i16 131 }, %struct.code { i8 18, i8 7, i16 31 }, %struct.code { i8 0, i8 8, i16 113 }, %struct.code { i8 0, i8 8, i16 49 }, %struct.code { i8 0, i8 9, i16 194 }, %struct.code { i8 16, i8 7, i16 10 }, %struct.code { i8 0, i8 8, i16 97 }, %struct.code { i8 0, i8 8, i16 33 }, %struct.code { i8 0, i8 9, i16 162 }, %struct.code { i8 0, i8 8, i16 1 }, %struct.code { i8 0, i8 8, i16 129 }, %struct.code { i8 0, i8 8, i16 65 }, %struct.code { i8 0, i8 9, i16 226 }, %struct.code { i8 16, i8 7, i16 6 }, %struct.code { i8 0, i8 8, i16 89 }, %struct.code { i8 0, i8 8, i16 25 }, %struct.code { i8 0, i8 9, i16 146 }, %struct.code { i8 19, i8 7, i16 59 }, %struct.code { i8 0, i8 8, i16 121 }, %struct.code { i8 0, i8 8, i16 57 }, %struct.code { i8 0, i8 9, i16 210 }, %struct.code { i8 17, i8 7, i16 17 }, %struct.code { i8 0, i8 8, i16 105 }, %struct.code { i8 0, i8 8, i16 41 }, %struct.code { i8 0, i8 9, i16 178 }, %struct.code { i8 0, i8 8, i16 9 }, %struct.code { i8 0, i8 8, i16 137 }, %struct.code { i8 0, i8 8, i16 73 }, %struct.code { i8 0, i8 9, i16 242 }, %struct.code { i8 16, i8 7, i16 4 }, %struct.code { i8 0, i8 8, i16 85 }, %struct.code { i8 0, i8 8, i16 21 }, %struct.code { i8 16, i8 8, i16 258 }, %struct.code { i8 19, i8 7, i16 43 }, %struct.code { i8 0, i8 8, i16 117 }, %struct.code { i8 0, i8 8, i16 53 }, %struct.code { i8 0, i8 9, i16 202 }, %struct.code { i8 17, i8 7, i16 13 }, %struct.code { i8 0, i8 8, i16 101 }, %struct.code { i8 0, i8 8, i16 37 }, %struct.code { i8 0, i8 9, i16 170 }, %struct.code { i8 0, i8 8, i16 5 }, %struct.code { i8 0, i8 8, i16 133 }, %struct.code { i8 0, i8 8, i16 69 }, %struct.code { i8 0, i8 9, i16 234 }, %struct.code { i8 16, i8 7, i16 8 }, %struct.code { i8 0, i8 8, i16 93 }, %struct.code { i8 0, i8 8, i16 29 }, %struct.code { i8 0, i8 9, i16 154 }, %struct.code { i8 20, i8 7, i16 83 }, %struct.code { i8 0, i8 8, i16 125 }, %struct.code { i8 0, i8 8, i16 61 }, %struct.code { i8 0, i8 9, i16 218 }, %struct.code { i8 18, i8 7, i16 23 }, %struct.code { i8 0, i8 8, i16 109 }, %struct.code { i8 0, i8 8, i16 45 }, %struct.code { i8 0, i8 9, i16 186 }, %struct.code { i8 0, i8 8, i16 13 }, %struct.code { i8 0, i8 8, i16 141 }, %struct.code { i8 0, i8 8, i16 77 }, %struct.code { i8 0, i8 9, i16 250 }, %struct.code { i8 16, i8 7, i16 3 }, %struct.code { i8 0, i8 8, i16 83 }, %struct.code { i8 0, i8 8, i16 19 }, %struct.code { i8 21, i8 8, i16 195 }, %struct.code { i8 19, i8 7, i16 35 }, %struct.code { i8 0, i8 8, i16 115 }, %struct.code { i8 0, i8 8, i16 51 }, %struct.code { i8 0, i8 9, i16 198 }, %struct.code { i8 17, i8 7, i16 11 }, %struct.code { i8 0, i8 8, i16 99 }, %struct.code { i8 0, i8 8, i16 35 }, %struct.code { i8 0, i8 9, i16 166 }, %struct.code { i8 0, i8 8, i16 3 }, %struct.code { i8 0, i8 8, i16 131 }, %struct.code { i8 0, i8 8, i16 67 }, %struct.code { i8 0, i8 9, i16 230 }, %struct.code { i8 16, i8 7, i16 7 }, %struct.code { i8 0, i8 8, i16 91 }, %struct.code { i8 0, i8 8, i16 27 }, %struct.code { i8 0, i8 9, i16 150 }, %struct.code { i8 20, i8 7, i16 67 }, %struct.code { i8 0, i8 8, i16 123 }, %struct.code { i8 0, i8 8, i16 59 }, %struct.code { i8 0, i8 9, i16 214 }, %struct.code { i8 18, i8 7, i16 19 }, %struct.code { i8 0, i8 8, i16 107 }, %struct.code { i8 0, i8 8, i16 43 }, %struct.code { i8 0, i8 9, i16 182 }, %struct.code { i8 0, i8 8, i16 11 }, %struct.code { i8 0, i8 8, i16 139 }, %struct.code { i8 0, i8 8, i16 75 }, %struct.code { i8 0, i8 9, i16 246 }, %struct.code { i8 16, i8 7, i16 5 }, %struct.code { i8 0, i8 8, i16 87 }, %struct.code { i8 0, i8 8, i16 23 }, %struct.code { i8 64, i8 8, i16 0 }, %struct.code { i8 19, i8 7, i16 51 }, %struct.code { i8 0, i8 8, i16 119 }, %struct.code { i8 0, i8 8, i16 55 }, %struct.code { i8 0, i8 9, i16 206 }, %struct.code { i8 17, i8 7, i16 15 }, %struct.code { i8 0, i8 8, i16 103 }, %struct.code { i8 0, i8 8, i16 39 }, %struct.code { i8 0, i8 9, i16 174 }, %struct.code { i8 0, i8 8, i16 7 }, %struct.code { i8 0, i8 8, i16 135 }, %struct.code { i8 0, i8 8, i16 71 }, %struct.code { i8 0, i8 9, i16 238 }, %struct.code { i8 16, i8 7, i16 9 }, %struct.code { i8 0, i8 8, i16 95 }, %struct.code { i8 0, i8 8, i16 31 }, %struct.code { i8 0, i8 9, i16 158 }, %struct.code { i8 20, i8 7, i16 99 }, %struct.code { i8 0, i8 8, i16 127 }, %struct.code { i8 0, i8 8, i16 63 }, %struct.code { i8 0, i8 9, i16 222 }, %struct.code { i8 18, i8 7, i16 27 }, %struct.code { i8 0, i8 8, i16 111 }, %struct.code { i8 0, i8 8, i16 47 }, %struct.code { i8 0, i8 9, i16 190 }, %struct.code { i8 0, i8 8, i16 15 }, %struct.code { i8 0, i8 8, i16 143 }, %struct.code { i8 0, i8 8, i16 79 }, %struct.code { i8 0, i8 9, i16 254 }, %struct.code { i8 96, i8 7, i16 0 }, %struct.code { i8 0, i8 8, i16 80 }, %struct.code { i8 0, i8 8, i16 16 }, %struct.code { i8 20, i8 8, i16 115 }, %struct.code { i8 18, i8 7, i16 31 }, %struct.code { i8 0, i8 8, i16 112 }, %struct.code { i8 0, i8 8, i16 48 }, %struct.code { i8 0, i8 9, i16 193 }, %struct.code { i8 16, i8 7, i16 10 }, %struct.code { i8 0, i8 8, i16 96 }, %struct.code { i8 0, i8 8, i16 32 }, %struct.code { i8 0, i8 9, i16 161 }, %struct.code { i8 0, i8 8, i16 0 }, %struct.code { i8 0, i8 8, i16 128 }, %struct.code { i8 0, i8 8, i16 64 }, %struct.code { i8 0, i8 9, i16 225 }, %struct.code { i8 16, i8 7, i16 6 }, %struct.code { i8 0, i8 8, i16 88 }, %struct.code { i8 0, i8 8, i16 24 }, %struct.code { i8 0, i8 9, i16 145 }, %struct.code { i8 19, i8 7, i16 59 }, %struct.code { i8 0, i8 8, i16 120 }, %struct.code { i8 0, i8 8, i16 56 }, %struct.code { i8 0, i8 9, i16 209 }, %struct.code { i8 17, i8 7, i16 17 }, %struct.code { i8 0, i8 8, i16 104 }, %struct.code { i8 0, i8 8, i16 40 }, %struct.code { i8 0, i8 9, i16 177 }, %struct.code { i8 0, i8 8, i16 8 }, %struct.code { i8 0, i8 8, i16 136 }, %struct.code { i8 0, i8 8, i16 72 }, %struct.code { i8 0, i8 9, i16 241 }, %struct.code { i8 16, i8 7, i16 4 }, %struct.code { i8 0, i8 8, i16 84 }, %struct.code { i8 0, i8 8, i16 20 }, %struct.code { i8 21, i8 8, i16 227 }, %struct.code { i8 19, i8 7, i16 43 }, %struct.code { i8 0, i8 8, i16 116 }, %struct.code { i8 0, i8 8, i16 52 }, %struct.code { i8 0, i8 9, i16 201 }, %struct.code { i8 17, i8 7, i16 13 }, %struct.code { i8 0, i8 8, i16 100 }, %struct.code { i8 0, i8 8, i16 36 }, %struct.code { i8 0, i8 9, i16 169 }, %struct.code { i8 0, i8 8, i16 4 }, %struct.code { i8 0, i8 8, i16 132 }, %struct.code { i8 0, i8 8, i16 68 }, %struct.code { i8 0, i8 9, i16 233 }, %struct.code { i8 16, i8 7, i16 8 }, %struct.code { i8 0, i8 8, i16 92 }, %struct.code { i8 0, i8 8, i16 28 }, %struct.code { i8 0, i8 9, i16 153 }, %struct.code { i8 20, i8 7, i16 83 }, %struct.code { i8 0, i8 8, i16 124 }, %struct.code { i8 0, i8 8, i16 60 }, %struct.code { i8 0, i8 9, i16 217 }, %struct.code { i8 18, i8 7, i16 23 }, %struct.code { i8 0, i8 8, i16 108 }, %struct.code { i8 0, i8 8, i16 44 }, %struct.code { i8 0, i8 9, i16 185 }, %struct.code { i8 0, i8 8, i16 12 }, %struct.code { i8 0, i8 8, i16 140 }, %struct.code { i8 0, i8 8, i16 76 }, %struct.code { i8 0, i8 9, i16 249 }, %struct.code { i8 16, i8 7, i16 3 }, %struct.code { i8 0, i8 8, i16 82 }, %struct.code { i8 0, i8 8, i16 18 }, %struct.code { i8 21, i8 8, i16 163 }, %struct.code { i8 19, i8 7, i16 35 }, %struct.code { i8 0, i8 8, i16 114 }, %struct.code { i8 0, i8 8, i16 50 }, %struct.code { i8 0, i8 9, i16 197 }, %struct.code { i8 17, i8 7, i16 11 }, %struct.code { i8 0, i8 8, i16 98 }, %struct.code { i8 0, i8 8, i16 34 }, %struct.code { i8 0, i8 9, i16 165 }, %struct.code { i8 0, i8 8, i16 2 }, %struct.code { i8 0, i8 8, i16 130 }, %struct.code { i8 0, i8 8, i16 66 }, %struct.code { i8 0, i8 9, i16 229 }, %struct.code { i8 16, i8 7, i16 7 }, %struct.code { i8 0, i8 8, i16 90 }, %struct.code { i8 0, i8 8, i16 26 }, %struct.code { i8 0, i8 9, i16 149 }, %struct.code { i8 20, i8 7, i16 67 }, %struct.code { i8 0, i8 8, i16 122 }, %struct.code { i8 0, i8 8, i16 58 }, %struct.code { i8 0, i8 9, i16 213 }, %struct.code { i8 18, i8 7, i16 19 }, %struct.code { i8 0, i8 8, i16 106 }, %struct.code { i8 0, i8 8, i16 42 }, %struct.code { i8 0, i8 9, i16 181 }, %struct.code { i8 0, i8 8, i16 10 }, %struct.code { i8 0, i8 8, i16 138 }, %struct.code { i8 0, i8 8, i16 74 }, %struct.code { i8 0, i8 9, i16 245 }, %struct.code { i8 16, i8 7, i16 5 }, %struct.code { i8 0, i8 8, i16 86 }, %struct.code { i8 0, i8 8, i16 22 }, %struct.code { i8 64, i8 8, i16 0 }, %struct.code { i8 19, i8 7, i16 51 }, %struct.code { i8 0, i8 8, i16 118 }, %struct.code { i8 0, i8 8, i16 54 }, %struct.code { i8 0, i8 9, i16 205 }, %struct.code { i8 17, i8 7, i16 15 }, %struct.code { i8 0, i8 8, i16 102 }, %struct.code { i8 0, i8 8, i16 38 }, %struct.code { i8 0, i8 9, i16 173 }, %struct.code { i8 0, i8 8, i16 6 }, %struct.code { i8 0, i8 8, i16 134 }, %struct.code { i8 0, i8 8, i16 70 }, %struct.code { i8 0, i8 9, i16 237 }, %struct.code { i8 16, i8 7, i16 9 }, %struct.code { i8 0, i8 8, i16 94 }, %struct.code { i8 0, i8 8, i16 30 }, %struct.code { i8 0, i8 9, i16 157 }, %struct.code { i8 20, i8 7, i16 99 }, %struct.code { i8 0, i8 8, i16 126 }, %struct.code { i8 0, i8 8, i16 62 }, %struct.code { i8 0, i8 9, i16 221 }, %struct.code { i8 18, i8 7, i16 27 }, %struct.code { i8 0, i8 8, i16 110 }, %struct.code { i8 0, i8 8, i16 46 }, %struct.code { i8 0, i8 9, i16 189 }, %struct.code { i8 0, i8 8, i16 14 }, %struct.code { i8 0, i8 8, i16 142 }, %struct.code { i8 0, i8 8, i16 78 }, %struct.code { i8 0, i8 9, i16 253 }, %struct.code { i8 96, i8 7, i16 0 }, %struct.code { i8 0, i8 8, i16 81 }, %struct.code { i8 0, i8 8, i16 17 }, %struct.code { i8 21, i8 8, i16 131 }, %struct.code { i8 18, i8 7, i16 31 }, %struct.code { i8 0, i8 8, i16 113 }, %struct.code { i8 0, i8 8, i16 49 }, %struct.code { i8 0, i8 9, i16 195 }, %struct.code { i8 16, i8 7, i16 10 }, %struct.code { i8 0, i8 8, i16 97 }, %struct.code { i8 0, i8 8, i16 33 }, %struct.code { i8 0, i8 9, i16 163 }, %struct.code { i8 0, i8 8, i16 1 }, %struct.code { i8 0, i8 8, i16 129 }, %struct.code { i8 0, i8 8, i16 65 }, %struct.code { i8 0, i8 9, i16 227 }, %struct.code { i8 16, i8 7, i16 6 }, %struct.code { i8 0, i8 8, i16 89 }, %struct.code { i8 0, i8 8, i16 25 }, %struct.code { i8 0, i8 9, i16 147 }, %struct.code { i8 19, i8 7, i16 59 }, %struct.code { i8 0, i8 8, i16 121 }, %struct.code { i8 0, i8 8, i16 57 }, %struct.code { i8 0, i8 9, i16 211 }, %struct.code { i8 17, i8 7, i16 17 }, %struct.code { i8 0, i8 8, i16 105 }, %struct.code { i8 0, i8 8, i16 41 }, %struct.code { i8 0, i8 9, i16 179 }, %struct.code { i8 0, i8 8, i16 9 }, %struct.code { i8 0, i8 8, i16 137 }, %struct.code { i8 0, i8 8, i16 73 }, %struct.code { i8 0, i8 9, i16 243 }, %struct.code { i8 16, i8 7, i16 4 }, %struct.code { i8 0, i8 8, i16 85 }, %struct.code { i8 0, i8 8, i16 21 }, %struct.code { i8 16, i8 8, i16 258 }, %struct.code { i8 19, i8 7, i16 43 }, %struct.code { i8 0, i8 8, i16 117 }, %struct.code { i8 0, i8 8, i16 53 }, %struct.code { i8 0, i8 9, i16 203 }, %struct.code { i8 17, i8 7, i16 13 }, %struct.code { i8 0, i8 8, i16 101 }, %struct.code { i8 0, i8 8, i16 37 }, %struct.code { i8 0, i8 9, i16 171 }, %struct.code { i8 0, i8 8, i16 5 }, %struct.code { i8 0, i8 8, i16 133 }, %struct.code { i8 0, i8 8, i16 69 }, %struct.code { i8 0, i8 9, i16 235 }, %struct.code { i8 16, i8 7, i16 8 }, %struct.code { i8 0, i8 8, i16 93 }, %struct.code { i8 0, i8 8, i16 29 }, %struct.code { i8 0, i8 9, i16 155 }, %struct.code { i8 20, i8 7, i16 83 }, %struct.code { i8 0, i8 8, i16 125 }, %struct.code { i8 0, i8 8, i16 61 }, %struct.code { i8 0, i8 9, i16 219 }, %struct.code { i8 18, i8 7, i16 23 }, %struct.code { i8 0, i8 8, i16 109 }, %struct.code { i8 0, i8 8, i16 45 }, %struct.code { i8 0, i8 9, i16 187 }, %struct.code { i8 0, i8 8, i16 13 }, %struct.code { i8 0, i8 8, i16 141 }, %struct.code { i8 0, i8 8, i16 77 }, %struct.code { i8 0, i8 9, i16 251 }, %struct.code { i8 16, i8 7, i16 3 }, %struct.code { i8 0, i8 8, i16 83 }, %struct.code { i8 0, i8 8, i16 19 }, %struct.code { i8 21, i8 8, i16 195 }, %struct.code { i8 19, i8 7, i16 35 }, %struct.code { i8 0, i8 8, i16 115 }, %struct.code { i8 0, i8 8, i16 51 }, %struct.code { i8 0, i8 9, i16 199 }, %struct.code { i8 17, i8 7, i16 11 }, %struct.code { i8 0, i8 8, i16 99 }, %struct.code { i8 0, i8 8, i16 35 }, %struct.code { i8 0, i8 9, i16 167 }, %struct.code { i8 0, i8 8, i16 3 }, %struct.code { i8 0, i8 8, i16 131 }, %struct.code { i8 0, i8 8, i16 67 }, %struct.code { i8 0, i8 9, i16 231 }, %struct.code { i8 16, i8 7, i16 7 }, %struct.code { i8 0, i8 8, i16 91 }, %struct.code { i8 0, i8 8, i16 27 }, %struct.code { i8 0, i8 9, i16 151 }, %struct.code { i8 20, i8 7, i16 67 }, %struct.code { i8 0, i8 8, i16 123 }, %struct.code { i8 0, i8 8, i16 59 }, %struct.code { i8 0, i8 9, i16 215 }, %struct.code { i8 18, i8 7, i16 19 }, %struct.code { i8 0, i8 8, i16 107 }, %struct.code { i8 0, i8 8, i16 43 }, %struct.code { i8 0, i8 9, i16 183 }, %struct.code { i8 0, i8 8, i16 11 }, %struct.code { i8 0, i8 8, i16 139 }, %struct.code { i8 0, i8 8, i16 75 }, %struct.code { i8 0, i8 9, i16 247 }, %struct.code { i8 16, i8 7, i16 5 }, %struct.code { i8 0, i8 8, i16 87 }, %struct.code { i8 0, i8 8, i16 23 }, %struct.code { i8 64, i8 8, i16 0 }, %struct.code { i8 19, i8 7, i16 51 }, %struct.code { i8 0, i8 8, i16 119 }, %struct.code { i8 0, i8 8, i16 55 }, %struct.code { i8 0, i8 9, i16 207 }, %struct.code { i8 17, i8 7, i16 15 }, %struct.code { i8 0, i8 8, i16 103 }, %struct.code { i8 0, i8 8, i16 39 }, %struct.code { i8 0, i8 9, i16 175 }, %struct.code { i8 0, i8 8, i16 7 }, %struct.code { i8 0, i8 8, i16 135 }, %struct.code { i8 0, i8 8, i16 71 }, %struct.code { i8 0, i8 9, i16 239 }, %struct.code { i8 16, i8 7, i16 9 }, %struct.code { i8 0, i8 8, i16 95 }, %struct.code { i8 0, i8 8, i16 31 }, %struct.code { i8 0, i8 9, i16 159 }, %struct.code { i8 20, i8 7, i16 99 }, %struct.code { i8 0, i8 8, i16 127 }, %struct.code { i8 0, i8 8, i16 63 }, %struct.code { i8 0, i8 9, i16 223 }, %struct.code { i8 18, i8 7, i16 27 }, %struct.code { i8 0, i8 8, i16 111 }, %struct.code { i8 0, i8 8, i16 47 }, %struct.code { i8 0, i8 9, i16 191 }, %struct.code { i8 0, i8 8, i16 15 }, %struct.code { i8 0, i8 8, i16 143 }, %struct.code { i8 0, i8 8, i16 79 }, %struct.code { i8 0, i8 9, i16 255 }], align 16, !dbg !113
@distfix = internal constant [32 x %struct.code] [%struct.code { i8 16, i8 5, i16 1 }, %struct.code { i8 23, i8 5, i16 257 }, %struct.code { i8 19, i8 5, i16 17 }, %struct.code { i8 27, i8 5, i16 4097 }, %struct.code { i8 17, i8 5, i16 5 }, %struct.code { i8 25, i8 5, i16 1025 }, %struct.code { i8 21, i8 5, i16 65 }, %struct.code { i8 29, i8 5, i16 16385 }, %struct.code { i8 16, i8 5, i16 3 }, %struct.code { i8 24, i8 5, i16 513 }, %struct.code { i8 20, i8 5, i16 33 }, %struct.code { i8 28, i8 5, i16 8193 }, %struct.code { i8 18, i8 5, i16 9 }, %struct.code { i8 26, i8 5, i16 2049 }, %struct.code { i8 22, i8 5, i16 129 }, %struct.code { i8 64, i8 5, i16 0 }, %struct.code { i8 16, i8 5, i16 2 }, %struct.code { i8 23, i8 5, i16 385 }, %struct.code { i8 19, i8 5, i16 25 }, %struct.code { i8 27, i8 5, i16 6145 }, %struct.code { i8 17, i8 5, i16 7 }, %struct.code { i8 25, i8 5, i16 1537 }, %struct.code { i8 21, i8 5, i16 97 }, %struct.code { i8 29, i8 5, i16 24577 }, %struct.code { i8 16, i8 5, i16 4 }, %struct.code { i8 24, i8 5, i16 769 }, %struct.code { i8 20, i8 5, i16 49 }, %struct.code { i8 28, i8 5, i16 12289 }, %struct.code { i8 18, i8 5, i16 13 }, %struct.code { i8 26, i8 5, i16 3073 }, %struct.code { i8 22, i8 5, i16 193 }, %struct.code { i8 64, i8 5, i16 0 }], align 16, !dbg !120

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 -1, 2) i32 @inflate_table(i32 noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2, ptr nocapture noundef %3, ptr nocapture noundef %4, ptr nocapture noundef %5) local_unnamed_addr #0 !dbg !54 {
  %7 = alloca [16 x i16], align 16, !DIAssignID !136
    #dbg_assign(i1 undef, !96, !DIExpression(), !136, ptr %7, !DIExpression(), !137)
  %8 = alloca [16 x i16], align 16, !DIAssignID !138
    #dbg_assign(i1 undef, !100, !DIExpression(), !138, ptr %8, !DIExpression(), !137)
    #dbg_value(i32 %0, !69, !DIExpression(), !137)
    #dbg_value(ptr %1, !70, !DIExpression(), !137)
    #dbg_value(i32 %2, !71, !DIExpression(), !137)
    #dbg_value(ptr %3, !72, !DIExpression(), !137)
    #dbg_value(ptr %4, !73, !DIExpression(), !137)
    #dbg_value(ptr %5, !74, !DIExpression(), !137)
    #dbg_value(ptr null, !91, !DIExpression(), !137)
    #dbg_value(ptr null, !94, !DIExpression(), !137)
    #dbg_value(i32 0, !95, !DIExpression(), !137)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #5, !dbg !139
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #5, !dbg !140
    #dbg_value(i32 0, !75, !DIExpression(), !137)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %7, i8 0, i64 32, i1 false), !dbg !141, !tbaa !144
    #dbg_value(i64 poison, !75, !DIExpression(), !137)
    #dbg_value(i32 0, !76, !DIExpression(), !137)
  %9 = icmp eq i32 %2, 0, !dbg !148
  br i1 %9, label %10, label %12, !dbg !151

10:                                               ; preds = %6
  %11 = load i32, ptr %4, align 4, !dbg !152, !tbaa !153
    #dbg_value(i32 %11, !79, !DIExpression(), !137)
    #dbg_value(i32 15, !78, !DIExpression(), !137)
    #dbg_value(i32 15, !78, !DIExpression(), !137)
  br label %71, !dbg !155

12:                                               ; preds = %6
  %13 = zext i32 %2 to i64, !dbg !148
  %14 = and i64 %13, 3, !dbg !151
  %15 = icmp ult i32 %2, 4, !dbg !151
  br i1 %15, label %51, label %16, !dbg !151

16:                                               ; preds = %12
  %17 = and i64 %13, 4294967292, !dbg !151
  br label %18, !dbg !151

18:                                               ; preds = %18, %16
  %19 = phi i64 [ 0, %16 ], [ %48, %18 ]
  %20 = phi i64 [ 0, %16 ], [ %49, %18 ]
    #dbg_value(i64 %19, !76, !DIExpression(), !137)
  %21 = getelementptr inbounds i16, ptr %1, i64 %19, !dbg !158
  %22 = load i16, ptr %21, align 2, !dbg !158, !tbaa !144
  %23 = zext i16 %22 to i64, !dbg !159
  %24 = getelementptr inbounds [16 x i16], ptr %7, i64 0, i64 %23, !dbg !159
  %25 = load i16, ptr %24, align 2, !dbg !160, !tbaa !144
  %26 = add i16 %25, 1, !dbg !160
  store i16 %26, ptr %24, align 2, !dbg !160, !tbaa !144
  %27 = or disjoint i64 %19, 1, !dbg !161
    #dbg_value(i64 %27, !76, !DIExpression(), !137)
  %28 = getelementptr inbounds i16, ptr %1, i64 %27, !dbg !158
  %29 = load i16, ptr %28, align 2, !dbg !158, !tbaa !144
  %30 = zext i16 %29 to i64, !dbg !159
  %31 = getelementptr inbounds [16 x i16], ptr %7, i64 0, i64 %30, !dbg !159
  %32 = load i16, ptr %31, align 2, !dbg !160, !tbaa !144
  %33 = add i16 %32, 1, !dbg !160
  store i16 %33, ptr %31, align 2, !dbg !160, !tbaa !144
  %34 = or disjoint i64 %19, 2, !dbg !161
    #dbg_value(i64 %34, !76, !DIExpression(), !137)
  %35 = getelementptr inbounds i16, ptr %1, i64 %34, !dbg !158
  %36 = load i16, ptr %35, align 2, !dbg !158, !tbaa !144
  %37 = zext i16 %36 to i64, !dbg !159
  %38 = getelementptr inbounds [16 x i16], ptr %7, i64 0, i64 %37, !dbg !159
  %39 = load i16, ptr %38, align 2, !dbg !160, !tbaa !144
  %40 = add i16 %39, 1, !dbg !160
  store i16 %40, ptr %38, align 2, !dbg !160, !tbaa !144
  %41 = or disjoint i64 %19, 3, !dbg !161
    #dbg_value(i64 %41, !76, !DIExpression(), !137)
  %42 = getelementptr inbounds i16, ptr %1, i64 %41, !dbg !158
  %43 = load i16, ptr %42, align 2, !dbg !158, !tbaa !144
  %44 = zext i16 %43 to i64, !dbg !159
  %45 = getelementptr inbounds [16 x i16], ptr %7, i64 0, i64 %44, !dbg !159
  %46 = load i16, ptr %45, align 2, !dbg !160, !tbaa !144
  %47 = add i16 %46, 1, !dbg !160
  store i16 %47, ptr %45, align 2, !dbg !160, !tbaa !144
  %48 = add nuw nsw i64 %19, 4, !dbg !161
    #dbg_value(i64 %48, !76, !DIExpression(), !137)
  %49 = add i64 %20, 4, !dbg !151
  %50 = icmp eq i64 %49, %17, !dbg !151
  br i1 %50, label %51, label %18, !dbg !151, !llvm.loop !162

51:                                               ; preds = %18, %12
  %52 = phi i64 [ 0, %12 ], [ %48, %18 ]
  %53 = icmp eq i64 %14, 0, !dbg !151
  br i1 %53, label %66, label %54, !dbg !151

54:                                               ; preds = %51, %54
  %55 = phi i64 [ %63, %54 ], [ %52, %51 ]
  %56 = phi i64 [ %64, %54 ], [ 0, %51 ]
    #dbg_value(i64 %55, !76, !DIExpression(), !137)
  %57 = getelementptr inbounds i16, ptr %1, i64 %55, !dbg !158
  %58 = load i16, ptr %57, align 2, !dbg !158, !tbaa !144
  %59 = zext i16 %58 to i64, !dbg !159
  %60 = getelementptr inbounds [16 x i16], ptr %7, i64 0, i64 %59, !dbg !159
  %61 = load i16, ptr %60, align 2, !dbg !160, !tbaa !144
  %62 = add i16 %61, 1, !dbg !160
  store i16 %62, ptr %60, align 2, !dbg !160, !tbaa !144
  %63 = add nuw nsw i64 %55, 1, !dbg !161
    #dbg_value(i64 %63, !76, !DIExpression(), !137)
  %64 = add i64 %56, 1, !dbg !151
  %65 = icmp eq i64 %64, %14, !dbg !151
  br i1 %65, label %66, label %54, !dbg !151, !llvm.loop !165

66:                                               ; preds = %54, %51
  %67 = getelementptr inbounds i8, ptr %7, i64 30
  %68 = load i16, ptr %67, align 2, !dbg !167, !tbaa !144
  %69 = load i32, ptr %4, align 4, !dbg !152, !tbaa !153
    #dbg_value(i32 %69, !79, !DIExpression(), !137)
    #dbg_value(i32 15, !78, !DIExpression(), !137)
  %70 = icmp eq i16 %68, 0, !dbg !169
  br i1 %70, label %71, label %140, !dbg !155

71:                                               ; preds = %10, %66
  %72 = phi i32 [ %11, %10 ], [ %69, %66 ]
    #dbg_value(i32 14, !78, !DIExpression(), !137)
  %73 = getelementptr inbounds i8, ptr %7, i64 28, !dbg !167
  %74 = load i16, ptr %73, align 4, !dbg !167, !tbaa !144
  %75 = icmp eq i16 %74, 0, !dbg !169
  br i1 %75, label %76, label %140, !dbg !155

76:                                               ; preds = %71
    #dbg_value(i32 13, !78, !DIExpression(), !137)
  %77 = getelementptr inbounds i8, ptr %7, i64 26, !dbg !167
  %78 = load i16, ptr %77, align 2, !dbg !167, !tbaa !144
  %79 = icmp eq i16 %78, 0, !dbg !169
  br i1 %79, label %80, label %140, !dbg !155

80:                                               ; preds = %76
    #dbg_value(i32 12, !78, !DIExpression(), !137)
  %81 = getelementptr inbounds i8, ptr %7, i64 24, !dbg !167
  %82 = load i16, ptr %81, align 8, !dbg !167, !tbaa !144
  %83 = icmp eq i16 %82, 0, !dbg !169
  br i1 %83, label %84, label %140, !dbg !155

84:                                               ; preds = %80
    #dbg_value(i32 11, !78, !DIExpression(), !137)
  %85 = getelementptr inbounds i8, ptr %7, i64 22, !dbg !167
  %86 = load i16, ptr %85, align 2, !dbg !167, !tbaa !144
  %87 = icmp eq i16 %86, 0, !dbg !169
  br i1 %87, label %88, label %140, !dbg !155

88:                                               ; preds = %84
    #dbg_value(i32 10, !78, !DIExpression(), !137)
  %89 = getelementptr inbounds i8, ptr %7, i64 20, !dbg !167
  %90 = load i16, ptr %89, align 4, !dbg !167, !tbaa !144
  %91 = icmp eq i16 %90, 0, !dbg !169
  br i1 %91, label %92, label %140, !dbg !155

92:                                               ; preds = %88
    #dbg_value(i32 9, !78, !DIExpression(), !137)
  %93 = getelementptr inbounds i8, ptr %7, i64 18, !dbg !167
  %94 = load i16, ptr %93, align 2, !dbg !167, !tbaa !144
  %95 = icmp eq i16 %94, 0, !dbg !169
  br i1 %95, label %96, label %140, !dbg !155

96:                                               ; preds = %92
    #dbg_value(i32 8, !78, !DIExpression(), !137)
  %97 = getelementptr inbounds i8, ptr %7, i64 16, !dbg !167
  %98 = load i16, ptr %97, align 16, !dbg !167, !tbaa !144
  %99 = icmp eq i16 %98, 0, !dbg !169
  br i1 %99, label %100, label %140, !dbg !155

100:                                              ; preds = %96
    #dbg_value(i32 7, !78, !DIExpression(), !137)
  %101 = getelementptr inbounds i8, ptr %7, i64 14, !dbg !167
  %102 = load i16, ptr %101, align 2, !dbg !167, !tbaa !144
  %103 = icmp eq i16 %102, 0, !dbg !169
  br i1 %103, label %104, label %140, !dbg !155

104:                                              ; preds = %100
    #dbg_value(i32 6, !78, !DIExpression(), !137)
  %105 = getelementptr inbounds i8, ptr %7, i64 12, !dbg !167
  %106 = load i16, ptr %105, align 4, !dbg !167, !tbaa !144
  %107 = icmp eq i16 %106, 0, !dbg !169
  br i1 %107, label %108, label %140, !dbg !155

108:                                              ; preds = %104
    #dbg_value(i32 5, !78, !DIExpression(), !137)
  %109 = getelementptr inbounds i8, ptr %7, i64 10, !dbg !167
  %110 = load i16, ptr %109, align 2, !dbg !167, !tbaa !144
  %111 = icmp eq i16 %110, 0, !dbg !169
  br i1 %111, label %112, label %140, !dbg !155

112:                                              ; preds = %108
    #dbg_value(i32 4, !78, !DIExpression(), !137)
  %113 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !167
  %114 = load i16, ptr %113, align 8, !dbg !167, !tbaa !144
  %115 = icmp eq i16 %114, 0, !dbg !169
  br i1 %115, label %116, label %140, !dbg !155

116:                                              ; preds = %112
    #dbg_value(i32 3, !78, !DIExpression(), !137)
  %117 = getelementptr inbounds i8, ptr %7, i64 6, !dbg !167
  %118 = load i16, ptr %117, align 2, !dbg !167, !tbaa !144
  %119 = icmp eq i16 %118, 0, !dbg !169
  br i1 %119, label %120, label %140, !dbg !155

120:                                              ; preds = %116
    #dbg_value(i32 2, !78, !DIExpression(), !137)
  %121 = getelementptr inbounds i8, ptr %7, i64 4, !dbg !167
  %122 = load i16, ptr %121, align 4, !dbg !167, !tbaa !144
  %123 = icmp eq i16 %122, 0, !dbg !169
  br i1 %123, label %124, label %140, !dbg !155

124:                                              ; preds = %120
    #dbg_value(i32 1, !78, !DIExpression(), !137)
  %125 = getelementptr inbounds i8, ptr %7, i64 2, !dbg !167
  %126 = load i16, ptr %125, align 2, !dbg !167, !tbaa !144
  %127 = icmp eq i16 %126, 0, !dbg !169
  br i1 %127, label %128, label %137, !dbg !155

128:                                              ; preds = %124
    #dbg_value(i32 0, !78, !DIExpression(), !137)
    #dbg_value(i32 poison, !79, !DIExpression(), !137)
    #dbg_value(i8 64, !89, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !137)
    #dbg_value(i8 1, !89, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !137)
    #dbg_value(i16 0, !89, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !137)
  %129 = load ptr, ptr %3, align 8, !dbg !170, !tbaa !173
  %130 = getelementptr inbounds i8, ptr %129, i64 4, !dbg !170
  store ptr %130, ptr %3, align 8, !dbg !170, !tbaa !173
  store i8 64, ptr %129, align 2, !dbg !175, !tbaa !176
  %131 = getelementptr inbounds i8, ptr %129, i64 1, !dbg !175
  store i8 1, ptr %131, align 1, !dbg !175, !tbaa !176
  %132 = getelementptr inbounds i8, ptr %129, i64 2, !dbg !175
  store i16 0, ptr %132, align 2, !dbg !175, !tbaa !144
  %133 = load ptr, ptr %3, align 8, !dbg !177, !tbaa !173
  %134 = getelementptr inbounds i8, ptr %133, i64 4, !dbg !177
  store ptr %134, ptr %3, align 8, !dbg !177, !tbaa !173
  store i8 64, ptr %133, align 2, !dbg !178, !tbaa !176
  %135 = getelementptr inbounds i8, ptr %133, i64 1, !dbg !178
  store i8 1, ptr %135, align 1, !dbg !178, !tbaa !176
  %136 = getelementptr inbounds i8, ptr %133, i64 2, !dbg !178
  store i16 0, ptr %136, align 2, !dbg !178, !tbaa !144
  br label %508, !dbg !179

137:                                              ; preds = %124
  %138 = icmp ne i32 %72, 0, !dbg !180
  %139 = zext i1 %138 to i32, !dbg !180
    #dbg_value(i32 %139, !79, !DIExpression(), !137)
    #dbg_value(i32 1, !77, !DIExpression(), !137)
  br label %156, !dbg !181

140:                                              ; preds = %66, %71, %76, %80, %84, %88, %92, %96, %100, %104, %108, %112, %116, %120
  %141 = phi i32 [ %72, %120 ], [ %72, %116 ], [ %72, %112 ], [ %72, %108 ], [ %72, %104 ], [ %72, %100 ], [ %72, %96 ], [ %72, %92 ], [ %72, %88 ], [ %72, %84 ], [ %72, %80 ], [ %72, %76 ], [ %72, %71 ], [ %69, %66 ]
  %142 = phi i16 [ 0, %120 ], [ 0, %116 ], [ 0, %112 ], [ 0, %108 ], [ 0, %104 ], [ 0, %100 ], [ 0, %96 ], [ 0, %92 ], [ 0, %88 ], [ 0, %84 ], [ 0, %80 ], [ 0, %76 ], [ 0, %71 ], [ %68, %66 ]
  %143 = phi i32 [ 2, %120 ], [ 3, %116 ], [ 4, %112 ], [ 5, %108 ], [ 6, %104 ], [ 7, %100 ], [ 8, %96 ], [ 9, %92 ], [ 10, %88 ], [ 11, %84 ], [ 12, %80 ], [ 13, %76 ], [ 14, %71 ], [ 15, %66 ]
  %144 = tail call i32 @llvm.umin.i32(i32 %141, i32 %143), !dbg !180
    #dbg_value(i32 %144, !79, !DIExpression(), !137)
    #dbg_value(i32 1, !77, !DIExpression(), !137)
  %145 = zext nneg i32 %143 to i64, !dbg !183
  br label %146, !dbg !181

146:                                              ; preds = %140, %151
  %147 = phi i64 [ 1, %140 ], [ %152, %151 ]
    #dbg_value(i64 %147, !77, !DIExpression(), !137)
  %148 = getelementptr inbounds [16 x i16], ptr %7, i64 0, i64 %147, !dbg !185
  %149 = load i16, ptr %148, align 2, !dbg !185, !tbaa !144
  %150 = icmp eq i16 %149, 0, !dbg !187
  br i1 %150, label %151, label %154, !dbg !188

151:                                              ; preds = %146
  %152 = add nuw nsw i64 %147, 1, !dbg !189
    #dbg_value(i64 %152, !77, !DIExpression(), !137)
  %153 = icmp eq i64 %152, %145, !dbg !183
  br i1 %153, label %156, label %146, !dbg !181, !llvm.loop !190

154:                                              ; preds = %146
  %155 = trunc nuw nsw i64 %147 to i32
  br label %156, !dbg !192

156:                                              ; preds = %151, %154, %137
  %157 = phi i32 [ %139, %137 ], [ %144, %154 ], [ %144, %151 ]
  %158 = phi i32 [ 1, %137 ], [ %143, %154 ], [ %143, %151 ]
  %159 = phi i1 [ false, %137 ], [ true, %154 ], [ true, %151 ]
  %160 = phi i16 [ 0, %137 ], [ %142, %154 ], [ %142, %151 ]
  %161 = phi i32 [ 1, %137 ], [ %155, %154 ], [ %143, %151 ], !dbg !193
  %162 = tail call i32 @llvm.umax.i32(i32 %157, i32 %161), !dbg !192
    #dbg_value(i32 %162, !79, !DIExpression(), !137)
    #dbg_value(i64 1, !75, !DIExpression(), !137)
    #dbg_value(i32 2, !82, !DIExpression(), !137)
  %163 = getelementptr inbounds i8, ptr %7, i64 2, !dbg !194
  %164 = load i16, ptr %163, align 2, !dbg !194, !tbaa !144
    #dbg_value(!DIArgList(i32 2, i16 %164), !82, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_minus, DW_OP_stack_value), !137)
  %165 = icmp ugt i16 %164, 2, !dbg !198
    #dbg_value(i64 1, !75, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !137)
  br i1 %165, label %510, label %166, !dbg !200

166:                                              ; preds = %156
    #dbg_value(!DIArgList(i32 2, i16 %164), !82, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_minus, DW_OP_stack_value), !137)
    #dbg_value(i64 2, !75, !DIExpression(), !137)
  %167 = shl nuw nsw i16 %164, 1, !dbg !201
  %168 = zext nneg i16 %167 to i32, !dbg !201
    #dbg_value(!DIArgList(i32 4, i32 %168), !82, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !137)
  %169 = getelementptr inbounds i8, ptr %7, i64 4, !dbg !194
  %170 = load i16, ptr %169, align 4, !dbg !194, !tbaa !144
  %171 = zext i16 %170 to i32, !dbg !194
  %172 = add nuw nsw i32 %168, %171, !dbg !202
    #dbg_value(!DIArgList(i32 4, i32 %172), !82, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !137)
  %173 = icmp ugt i32 %172, 4, !dbg !198
    #dbg_value(i64 2, !75, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !137)
  br i1 %173, label %510, label %174, !dbg !200

174:                                              ; preds = %166
    #dbg_value(!DIArgList(i32 4, i32 %172), !82, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !137)
    #dbg_value(i64 3, !75, !DIExpression(), !137)
  %175 = shl nuw nsw i32 %172, 1, !dbg !201
    #dbg_value(!DIArgList(i32 8, i32 %175), !82, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !137)
  %176 = getelementptr inbounds i8, ptr %7, i64 6, !dbg !194
  %177 = load i16, ptr %176, align 2, !dbg !194, !tbaa !144
  %178 = zext i16 %177 to i32, !dbg !194
  %179 = add nuw nsw i32 %175, %178, !dbg !202
    #dbg_value(!DIArgList(i32 8, i32 %179), !82, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !137)
  %180 = icmp ugt i32 %179, 8, !dbg !198
    #dbg_value(i64 3, !75, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !137)
  br i1 %180, label %510, label %181, !dbg !200

181:                                              ; preds = %174
    #dbg_value(!DIArgList(i32 8, i32 %179), !82, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !137)
    #dbg_value(i64 4, !75, !DIExpression(), !137)
  %182 = shl nuw nsw i32 %179, 1, !dbg !201
    #dbg_value(!DIArgList(i32 16, i32 %182), !82, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !137)
  %183 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !194
  %184 = load i16, ptr %183, align 8, !dbg !194, !tbaa !144
  %185 = zext i16 %184 to i32, !dbg !194
  %186 = add nuw nsw i32 %182, %185, !dbg !202
    #dbg_value(!DIArgList(i32 16, i32 %186), !82, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !137)
  %187 = icmp ugt i32 %186, 16, !dbg !198
    #dbg_value(i64 4, !75, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !137)
  br i1 %187, label %510, label %188, !dbg !200

188:                                              ; preds = %181
    #dbg_value(!DIArgList(i32 16, i32 %186), !82, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !137)
    #dbg_value(i64 5, !75, !DIExpression(), !137)
  %189 = shl nuw nsw i32 %186, 1, !dbg !201
    #dbg_value(!DIArgList(i32 32, i32 %189), !82, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !137)
  %190 = getelementptr inbounds i8, ptr %7, i64 10, !dbg !194
  %191 = load i16, ptr %190, align 2, !dbg !194, !tbaa !144
  %192 = zext i16 %191 to i32, !dbg !194
  %193 = add nuw nsw i32 %189, %192, !dbg !202
    #dbg_value(!DIArgList(i32 32, i32 %193), !82, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !137)
  %194 = icmp ugt i32 %193, 32, !dbg !198
    #dbg_value(i64 5, !75, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !137)
  br i1 %194, label %510, label %195, !dbg !200

195:                                              ; preds = %188
    #dbg_value(!DIArgList(i32 32, i32 %193), !82, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !137)
    #dbg_value(i64 6, !75, !DIExpression(), !137)
  %196 = shl nuw nsw i32 %193, 1, !dbg !201
    #dbg_value(!DIArgList(i32 64, i32 %196), !82, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !137)
  %197 = getelementptr inbounds i8, ptr %7, i64 12, !dbg !194
  %198 = load i16, ptr %197, align 4, !dbg !194, !tbaa !144
  %199 = zext i16 %198 to i32, !dbg !194
  %200 = add nuw nsw i32 %196, %199, !dbg !202
    #dbg_value(!DIArgList(i32 64, i32 %200), !82, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !137)
  %201 = icmp ugt i32 %200, 64, !dbg !198
    #dbg_value(i64 6, !75, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !137)
  br i1 %201, label %510, label %202, !dbg !200

202:                                              ; preds = %195
    #dbg_value(!DIArgList(i32 64, i32 %200), !82, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !137)
    #dbg_value(i64 7, !75, !DIExpression(), !137)
  %203 = shl nuw nsw i32 %200, 1, !dbg !201
    #dbg_value(!DIArgList(i32 128, i32 %203), !82, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !137)
  %204 = getelementptr inbounds i8, ptr %7, i64 14, !dbg !194
  %205 = load i16, ptr %204, align 2, !dbg !194, !tbaa !144
  %206 = zext i16 %205 to i32, !dbg !194
  %207 = add nuw nsw i32 %203, %206, !dbg !202
    #dbg_value(!DIArgList(i32 128, i32 %207), !82, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !137)
  %208 = icmp ugt i32 %207, 128, !dbg !198
    #dbg_value(i64 7, !75, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !137)
  br i1 %208, label %510, label %209, !dbg !200

209:                                              ; preds = %202
    #dbg_value(!DIArgList(i32 128, i32 %207), !82, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !137)
    #dbg_value(i64 8, !75, !DIExpression(), !137)
  %210 = shl nuw nsw i32 %207, 1, !dbg !201
    #dbg_value(!DIArgList(i32 256, i32 %210), !82, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !137)
  %211 = getelementptr inbounds i8, ptr %7, i64 16, !dbg !194
  %212 = load i16, ptr %211, align 16, !dbg !194, !tbaa !144
  %213 = zext i16 %212 to i32, !dbg !194
  %214 = add nuw nsw i32 %210, %213, !dbg !202
    #dbg_value(!DIArgList(i32 256, i32 %214), !82, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !137)
  %215 = icmp ugt i32 %214, 256, !dbg !198
    #dbg_value(i64 8, !75, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !137)
  br i1 %215, label %510, label %216, !dbg !200

216:                                              ; preds = %209
    #dbg_value(!DIArgList(i32 256, i32 %214), !82, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !137)
    #dbg_value(i64 9, !75, !DIExpression(), !137)
  %217 = shl nuw nsw i32 %214, 1, !dbg !201
    #dbg_value(!DIArgList(i32 512, i32 %217), !82, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !137)
  %218 = getelementptr inbounds i8, ptr %7, i64 18, !dbg !194
  %219 = load i16, ptr %218, align 2, !dbg !194, !tbaa !144
  %220 = zext i16 %219 to i32, !dbg !194
  %221 = add nuw nsw i32 %217, %220, !dbg !202
    #dbg_value(!DIArgList(i32 512, i32 %221), !82, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !137)
  %222 = icmp ugt i32 %221, 512, !dbg !198
    #dbg_value(i64 9, !75, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !137)
  br i1 %222, label %510, label %223, !dbg !200

223:                                              ; preds = %216
    #dbg_value(!DIArgList(i32 512, i32 %221), !82, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !137)
    #dbg_value(i64 10, !75, !DIExpression(), !137)
  %224 = shl nuw nsw i32 %221, 1, !dbg !201
    #dbg_value(!DIArgList(i32 1024, i32 %224), !82, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !137)
  %225 = getelementptr inbounds i8, ptr %7, i64 20, !dbg !194
  %226 = load i16, ptr %225, align 4, !dbg !194, !tbaa !144
  %227 = zext i16 %226 to i32, !dbg !194
  %228 = add nuw nsw i32 %224, %227, !dbg !202
    #dbg_value(!DIArgList(i32 1024, i32 %228), !82, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !137)
  %229 = icmp ugt i32 %228, 1024, !dbg !198
    #dbg_value(i64 10, !75, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !137)
  br i1 %229, label %510, label %230, !dbg !200

230:                                              ; preds = %223
    #dbg_value(!DIArgList(i32 1024, i32 %228), !82, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !137)
    #dbg_value(i64 11, !75, !DIExpression(), !137)
  %231 = shl nuw nsw i32 %228, 1, !dbg !201
    #dbg_value(!DIArgList(i32 2048, i32 %231), !82, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !137)
  %232 = getelementptr inbounds i8, ptr %7, i64 22, !dbg !194
  %233 = load i16, ptr %232, align 2, !dbg !194, !tbaa !144
  %234 = zext i16 %233 to i32, !dbg !194
  %235 = add nuw nsw i32 %231, %234, !dbg !202
    #dbg_value(!DIArgList(i32 2048, i32 %235), !82, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !137)
  %236 = icmp ugt i32 %235, 2048, !dbg !198
    #dbg_value(i64 11, !75, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !137)
  br i1 %236, label %510, label %237, !dbg !200

237:                                              ; preds = %230
    #dbg_value(!DIArgList(i32 2048, i32 %235), !82, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !137)
    #dbg_value(i64 12, !75, !DIExpression(), !137)
  %238 = shl nuw nsw i32 %235, 1, !dbg !201
    #dbg_value(!DIArgList(i32 4096, i32 %238), !82, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !137)
  %239 = getelementptr inbounds i8, ptr %7, i64 24, !dbg !194
  %240 = load i16, ptr %239, align 8, !dbg !194, !tbaa !144
  %241 = zext i16 %240 to i32, !dbg !194
  %242 = add nuw nsw i32 %238, %241, !dbg !202
    #dbg_value(!DIArgList(i32 4096, i32 %242), !82, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !137)
  %243 = icmp ugt i32 %242, 4096, !dbg !198
    #dbg_value(i64 12, !75, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !137)
  br i1 %243, label %510, label %244, !dbg !200

244:                                              ; preds = %237
    #dbg_value(!DIArgList(i32 4096, i32 %242), !82, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !137)
    #dbg_value(i64 13, !75, !DIExpression(), !137)
  %245 = shl nuw nsw i32 %242, 1, !dbg !201
    #dbg_value(!DIArgList(i32 8192, i32 %245), !82, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !137)
  %246 = getelementptr inbounds i8, ptr %7, i64 26, !dbg !194
  %247 = load i16, ptr %246, align 2, !dbg !194, !tbaa !144
  %248 = zext i16 %247 to i32, !dbg !194
  %249 = add nuw nsw i32 %245, %248, !dbg !202
    #dbg_value(!DIArgList(i32 8192, i32 %249), !82, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !137)
  %250 = icmp ugt i32 %249, 8192, !dbg !198
    #dbg_value(i64 13, !75, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !137)
  br i1 %250, label %510, label %251, !dbg !200

251:                                              ; preds = %244
    #dbg_value(!DIArgList(i32 8192, i32 %249), !82, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !137)
    #dbg_value(i64 14, !75, !DIExpression(), !137)
  %252 = shl nuw nsw i32 %249, 1, !dbg !201
    #dbg_value(!DIArgList(i32 16384, i32 %252), !82, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !137)
  %253 = getelementptr inbounds i8, ptr %7, i64 28, !dbg !194
  %254 = load i16, ptr %253, align 4, !dbg !194, !tbaa !144
  %255 = zext i16 %254 to i32, !dbg !194
  %256 = add nuw nsw i32 %252, %255, !dbg !202
    #dbg_value(!DIArgList(i32 16384, i32 %256), !82, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !137)
  %257 = icmp ugt i32 %256, 16384, !dbg !198
    #dbg_value(i64 14, !75, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !137)
  br i1 %257, label %510, label %258, !dbg !200

258:                                              ; preds = %251
    #dbg_value(!DIArgList(i32 16384, i32 %256), !82, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !137)
    #dbg_value(i64 15, !75, !DIExpression(), !137)
  %259 = shl nuw nsw i32 %256, 1, !dbg !201
    #dbg_value(!DIArgList(i32 32768, i32 %259), !82, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !137)
  %260 = zext i16 %160 to i32, !dbg !194
  %261 = add nuw nsw i32 %259, %260, !dbg !202
    #dbg_value(!DIArgList(i32 32768, i32 %261), !82, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !137)
  %262 = icmp ugt i32 %261, 32768, !dbg !198
    #dbg_value(i64 15, !75, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !137)
  br i1 %262, label %510, label %263, !dbg !200

263:                                              ; preds = %258
    #dbg_value(!DIArgList(i32 32768, i32 %261), !82, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !137)
    #dbg_value(i64 16, !75, !DIExpression(), !137)
  %264 = icmp ne i32 %261, 32768, !dbg !203
  %265 = icmp eq i32 %0, 0
  %266 = or i1 %265, %159
  %267 = and i1 %264, %266, !dbg !205
  br i1 %267, label %510, label %268, !dbg !205

268:                                              ; preds = %263
  %269 = getelementptr inbounds i8, ptr %8, i64 2, !dbg !206
  store i16 0, ptr %269, align 2, !dbg !207, !tbaa !144, !DIAssignID !208
    #dbg_assign(i16 0, !100, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !208, ptr %269, !DIExpression(), !137)
    #dbg_value(i64 1, !75, !DIExpression(), !137)
  %270 = getelementptr inbounds i8, ptr %8, i64 4, !dbg !209
  store i16 %164, ptr %270, align 4, !dbg !212, !tbaa !144
    #dbg_value(i64 2, !75, !DIExpression(), !137)
  %271 = add i16 %170, %164, !dbg !213
  %272 = getelementptr inbounds i8, ptr %8, i64 6, !dbg !209
  store i16 %271, ptr %272, align 2, !dbg !212, !tbaa !144
    #dbg_value(i64 3, !75, !DIExpression(), !137)
  %273 = add i16 %177, %271, !dbg !213
  %274 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !209
  store i16 %273, ptr %274, align 8, !dbg !212, !tbaa !144
    #dbg_value(i64 4, !75, !DIExpression(), !137)
  %275 = add i16 %184, %273, !dbg !213
  %276 = getelementptr inbounds i8, ptr %8, i64 10, !dbg !209
  store i16 %275, ptr %276, align 2, !dbg !212, !tbaa !144
    #dbg_value(i64 5, !75, !DIExpression(), !137)
  %277 = add i16 %191, %275, !dbg !213
  %278 = getelementptr inbounds i8, ptr %8, i64 12, !dbg !209
  store i16 %277, ptr %278, align 4, !dbg !212, !tbaa !144
    #dbg_value(i64 6, !75, !DIExpression(), !137)
  %279 = add i16 %198, %277, !dbg !213
  %280 = getelementptr inbounds i8, ptr %8, i64 14, !dbg !209
  store i16 %279, ptr %280, align 2, !dbg !212, !tbaa !144
    #dbg_value(i64 7, !75, !DIExpression(), !137)
  %281 = add i16 %205, %279, !dbg !213
  %282 = getelementptr inbounds i8, ptr %8, i64 16, !dbg !209
  store i16 %281, ptr %282, align 16, !dbg !212, !tbaa !144
    #dbg_value(i64 8, !75, !DIExpression(), !137)
  %283 = add i16 %212, %281, !dbg !213
  %284 = getelementptr inbounds i8, ptr %8, i64 18, !dbg !209
  store i16 %283, ptr %284, align 2, !dbg !212, !tbaa !144
    #dbg_value(i64 9, !75, !DIExpression(), !137)
  %285 = add i16 %219, %283, !dbg !213
  %286 = getelementptr inbounds i8, ptr %8, i64 20, !dbg !209
  store i16 %285, ptr %286, align 4, !dbg !212, !tbaa !144
    #dbg_value(i64 10, !75, !DIExpression(), !137)
  %287 = add i16 %226, %285, !dbg !213
  %288 = getelementptr inbounds i8, ptr %8, i64 22, !dbg !209
  store i16 %287, ptr %288, align 2, !dbg !212, !tbaa !144
    #dbg_value(i64 11, !75, !DIExpression(), !137)
  %289 = add i16 %233, %287, !dbg !213
  %290 = getelementptr inbounds i8, ptr %8, i64 24, !dbg !209
  store i16 %289, ptr %290, align 8, !dbg !212, !tbaa !144
    #dbg_value(i64 12, !75, !DIExpression(), !137)
  %291 = add i16 %240, %289, !dbg !213
  %292 = getelementptr inbounds i8, ptr %8, i64 26, !dbg !209
  store i16 %291, ptr %292, align 2, !dbg !212, !tbaa !144
    #dbg_value(i64 13, !75, !DIExpression(), !137)
  %293 = add i16 %247, %291, !dbg !213
  %294 = getelementptr inbounds i8, ptr %8, i64 28, !dbg !209
  store i16 %293, ptr %294, align 4, !dbg !212, !tbaa !144
    #dbg_value(i64 14, !75, !DIExpression(), !137)
  %295 = add i16 %254, %293, !dbg !213
  %296 = getelementptr inbounds i8, ptr %8, i64 30, !dbg !209
  store i16 %295, ptr %296, align 2, !dbg !212, !tbaa !144
    #dbg_value(i64 15, !75, !DIExpression(), !137)
    #dbg_value(i32 0, !76, !DIExpression(), !137)
  br i1 %9, label %349, label %297, !dbg !214

297:                                              ; preds = %268
  %298 = zext i32 %2 to i64, !dbg !216
  %299 = and i64 %298, 1, !dbg !214
  %300 = icmp eq i32 %2, 1, !dbg !214
  br i1 %300, label %334, label %301, !dbg !214

301:                                              ; preds = %297
  %302 = and i64 %298, 4294967294, !dbg !214
  br label %303, !dbg !214

303:                                              ; preds = %330, %301
  %304 = phi i64 [ 0, %301 ], [ %331, %330 ]
  %305 = phi i64 [ 0, %301 ], [ %332, %330 ]
    #dbg_value(i64 %304, !76, !DIExpression(), !137)
  %306 = getelementptr inbounds i16, ptr %1, i64 %304, !dbg !218
  %307 = load i16, ptr %306, align 2, !dbg !218, !tbaa !144
  %308 = icmp eq i16 %307, 0, !dbg !220
  br i1 %308, label %317, label %309, !dbg !221

309:                                              ; preds = %303
  %310 = trunc i64 %304 to i16, !dbg !222
  %311 = zext i16 %307 to i64, !dbg !223
  %312 = getelementptr inbounds [16 x i16], ptr %8, i64 0, i64 %311, !dbg !223
  %313 = load i16, ptr %312, align 2, !dbg !224, !tbaa !144
  %314 = add i16 %313, 1, !dbg !224
  store i16 %314, ptr %312, align 2, !dbg !224, !tbaa !144
  %315 = zext i16 %313 to i64, !dbg !225
  %316 = getelementptr inbounds i16, ptr %5, i64 %315, !dbg !225
  store i16 %310, ptr %316, align 2, !dbg !226, !tbaa !144
  br label %317, !dbg !225

317:                                              ; preds = %303, %309
  %318 = or disjoint i64 %304, 1, !dbg !227
    #dbg_value(i64 %318, !76, !DIExpression(), !137)
  %319 = getelementptr inbounds i16, ptr %1, i64 %318, !dbg !218
  %320 = load i16, ptr %319, align 2, !dbg !218, !tbaa !144
  %321 = icmp eq i16 %320, 0, !dbg !220
  br i1 %321, label %330, label %322, !dbg !221

322:                                              ; preds = %317
  %323 = trunc i64 %318 to i16, !dbg !222
  %324 = zext i16 %320 to i64, !dbg !223
  %325 = getelementptr inbounds [16 x i16], ptr %8, i64 0, i64 %324, !dbg !223
  %326 = load i16, ptr %325, align 2, !dbg !224, !tbaa !144
  %327 = add i16 %326, 1, !dbg !224
  store i16 %327, ptr %325, align 2, !dbg !224, !tbaa !144
  %328 = zext i16 %326 to i64, !dbg !225
  %329 = getelementptr inbounds i16, ptr %5, i64 %328, !dbg !225
  store i16 %323, ptr %329, align 2, !dbg !226, !tbaa !144
  br label %330, !dbg !225

330:                                              ; preds = %322, %317
  %331 = add nuw nsw i64 %304, 2, !dbg !227
    #dbg_value(i64 %331, !76, !DIExpression(), !137)
  %332 = add i64 %305, 2, !dbg !214
  %333 = icmp eq i64 %332, %302, !dbg !214
  br i1 %333, label %334, label %303, !dbg !214, !llvm.loop !228

334:                                              ; preds = %330, %297
  %335 = phi i64 [ 0, %297 ], [ %331, %330 ]
  %336 = icmp eq i64 %299, 0, !dbg !221
  br i1 %336, label %349, label %337, !dbg !221

337:                                              ; preds = %334
    #dbg_value(i64 %335, !76, !DIExpression(), !137)
  %338 = getelementptr inbounds i16, ptr %1, i64 %335, !dbg !218
  %339 = load i16, ptr %338, align 2, !dbg !218, !tbaa !144
  %340 = icmp eq i16 %339, 0, !dbg !220
  br i1 %340, label %349, label %341, !dbg !221

341:                                              ; preds = %337
  %342 = trunc i64 %335 to i16, !dbg !222
  %343 = zext i16 %339 to i64, !dbg !223
  %344 = getelementptr inbounds [16 x i16], ptr %8, i64 0, i64 %343, !dbg !223
  %345 = load i16, ptr %344, align 2, !dbg !224, !tbaa !144
  %346 = add i16 %345, 1, !dbg !224
  store i16 %346, ptr %344, align 2, !dbg !224, !tbaa !144
  %347 = zext i16 %345 to i64, !dbg !225
  %348 = getelementptr inbounds i16, ptr %5, i64 %347, !dbg !225
  store i16 %342, ptr %348, align 2, !dbg !226, !tbaa !144
  br label %349, !dbg !225

349:                                              ; preds = %334, %341, %337, %268
  switch i32 %0, label %355 [
    i32 0, label %350
    i32 1, label %351
    i32 2, label %353
  ], !dbg !230

350:                                              ; preds = %349
    #dbg_value(i32 20, !95, !DIExpression(), !137)
  br label %355, !dbg !231

351:                                              ; preds = %349
    #dbg_value(i32 257, !95, !DIExpression(), !137)
    #dbg_value(ptr @inflate_table.lext, !94, !DIExpression(), !137)
    #dbg_value(ptr @inflate_table.lbase, !91, !DIExpression(), !137)
    #dbg_value(i32 0, !84, !DIExpression(), !137)
    #dbg_value(i32 0, !76, !DIExpression(), !137)
    #dbg_value(i32 %161, !75, !DIExpression(), !137)
    #dbg_value(ptr poison, !90, !DIExpression(), !137)
    #dbg_value(i32 %162, !80, !DIExpression(), !137)
    #dbg_value(i32 0, !81, !DIExpression(), !137)
    #dbg_value(i32 -1, !87, !DIExpression(), !137)
    #dbg_value(!DIArgList(i32 1, i32 %162), !83, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_shl, DW_OP_stack_value), !137)
    #dbg_value(!DIArgList(i32 1, i32 %162), !88, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_shl, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !137)
  %352 = icmp ugt i32 %162, 9
  br i1 %352, label %510, label %355, !dbg !233

353:                                              ; preds = %349
    #dbg_value(i32 0, !95, !DIExpression(), !137)
    #dbg_value(ptr @inflate_table.dext, !94, !DIExpression(), !137)
    #dbg_value(ptr @inflate_table.dbase, !91, !DIExpression(), !137)
    #dbg_value(i32 0, !84, !DIExpression(), !137)
    #dbg_value(i32 0, !76, !DIExpression(), !137)
    #dbg_value(i32 %161, !75, !DIExpression(), !137)
    #dbg_value(ptr poison, !90, !DIExpression(), !137)
    #dbg_value(i32 %162, !80, !DIExpression(), !137)
    #dbg_value(i32 0, !81, !DIExpression(), !137)
    #dbg_value(i32 -1, !87, !DIExpression(), !137)
    #dbg_value(!DIArgList(i32 1, i32 %162), !83, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_shl, DW_OP_stack_value), !137)
    #dbg_value(!DIArgList(i32 1, i32 %162), !88, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_shl, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !137)
  %354 = icmp ugt i32 %162, 9
  br i1 %354, label %510, label %355, !dbg !235

355:                                              ; preds = %349, %350, %351, %353
  %356 = phi i1 [ true, %353 ], [ false, %351 ], [ false, %350 ], [ false, %349 ]
  %357 = phi ptr [ @inflate_table.dbase, %353 ], [ @inflate_table.lbase, %351 ], [ null, %350 ], [ null, %349 ]
  %358 = phi ptr [ @inflate_table.dext, %353 ], [ @inflate_table.lext, %351 ], [ null, %350 ], [ null, %349 ]
  %359 = phi i32 [ 0, %353 ], [ 257, %351 ], [ 20, %350 ], [ 0, %349 ]
  %360 = phi i1 [ false, %353 ], [ true, %351 ], [ false, %350 ], [ false, %349 ]
  %361 = shl nuw i32 1, %162, !dbg !236
  %362 = add i32 %361, -1, !dbg !237
  %363 = load ptr, ptr %3, align 8, !dbg !238, !tbaa !173
    #dbg_value(ptr %363, !90, !DIExpression(), !137)
  %364 = trunc i32 %162 to i8
  br label %365, !dbg !239

365:                                              ; preds = %485, %355
  %366 = phi i32 [ %442, %485 ], [ %161, %355 ]
  %367 = phi i32 [ %425, %485 ], [ 0, %355 ]
  %368 = phi i32 [ %478, %485 ], [ %162, %355 ]
  %369 = phi i32 [ %450, %485 ], [ 0, %355 ]
  %370 = phi i32 [ %479, %485 ], [ %361, %355 ]
  %371 = phi i32 [ %424, %485 ], [ 0, %355 ]
  %372 = phi i32 [ %445, %485 ], [ -1, %355 ]
  %373 = phi ptr [ %452, %485 ], [ %363, %355 ]
  %374 = shl nuw i32 1, %368
  br label %375, !dbg !239

375:                                              ; preds = %447, %365
  %376 = phi i32 [ %366, %365 ], [ %442, %447 ], !dbg !137
  %377 = phi i32 [ %367, %365 ], [ %425, %447 ], !dbg !137
  %378 = phi i32 [ %371, %365 ], [ %424, %447 ], !dbg !137
    #dbg_value(ptr %373, !90, !DIExpression(), !137)
    #dbg_value(i32 %372, !87, !DIExpression(), !137)
    #dbg_value(i32 %378, !84, !DIExpression(), !137)
    #dbg_value(i32 %370, !83, !DIExpression(), !137)
    #dbg_value(i32 %369, !81, !DIExpression(), !137)
    #dbg_value(i32 %368, !80, !DIExpression(), !137)
    #dbg_value(i32 %377, !76, !DIExpression(), !137)
    #dbg_value(i32 %376, !75, !DIExpression(), !137)
  %379 = sub i32 %376, %369, !dbg !241
  %380 = trunc i32 %379 to i8, !dbg !244
    #dbg_value(i8 %380, !89, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !137)
  %381 = zext i32 %377 to i64, !dbg !245
  %382 = getelementptr inbounds i16, ptr %5, i64 %381, !dbg !245
  %383 = load i16, ptr %382, align 2, !dbg !245, !tbaa !144
  %384 = zext i16 %383 to i32, !dbg !245
  %385 = add nuw nsw i32 %384, 1, !dbg !247
  %386 = icmp ult i32 %385, %359, !dbg !248
  br i1 %386, label %397, label %387, !dbg !249

387:                                              ; preds = %375
  %388 = icmp ugt i32 %359, %384, !dbg !250
  br i1 %388, label %397, label %389, !dbg !252

389:                                              ; preds = %387
  %390 = sub nsw i32 %384, %359, !dbg !253
  %391 = zext i32 %390 to i64, !dbg !255
  %392 = getelementptr inbounds i16, ptr %358, i64 %391, !dbg !255
  %393 = load i16, ptr %392, align 2, !dbg !255, !tbaa !144
  %394 = trunc i16 %393 to i8, !dbg !256
    #dbg_value(i8 %394, !89, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !137)
  %395 = getelementptr inbounds i16, ptr %357, i64 %391, !dbg !257
  %396 = load i16, ptr %395, align 2, !dbg !257, !tbaa !144
    #dbg_value(i16 %396, !89, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !137)
  br label %397, !dbg !258

397:                                              ; preds = %387, %375, %389
  %398 = phi i16 [ %396, %389 ], [ %383, %375 ], [ 0, %387 ], !dbg !259
  %399 = phi i8 [ %394, %389 ], [ 0, %375 ], [ 96, %387 ], !dbg !259
    #dbg_value(i8 %399, !89, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !137)
    #dbg_value(i16 %398, !89, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !137)
  %400 = shl nsw i32 -1, %379, !dbg !260
    #dbg_value(!DIArgList(i32 1, i32 %379), !85, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_shl, DW_OP_stack_value), !137)
    #dbg_value(i32 %374, !86, !DIExpression(), !137)
    #dbg_value(i32 %374, !77, !DIExpression(), !137)
  %401 = lshr i32 %378, %369
  br label %402, !dbg !261

402:                                              ; preds = %402, %397
  %403 = phi i32 [ %374, %397 ], [ %404, %402 ], !dbg !262
    #dbg_value(i32 %403, !86, !DIExpression(), !137)
  %404 = add i32 %403, %400, !dbg !263
    #dbg_value(i32 %404, !86, !DIExpression(), !137)
  %405 = add i32 %404, %401, !dbg !265
  %406 = zext i32 %405 to i64, !dbg !266
  %407 = getelementptr inbounds %struct.code, ptr %373, i64 %406, !dbg !266
  store i8 %399, ptr %407, align 2, !dbg !267, !tbaa !176
  %408 = getelementptr inbounds i8, ptr %407, i64 1, !dbg !267
  store i8 %380, ptr %408, align 1, !dbg !267, !tbaa !176
  %409 = getelementptr inbounds i8, ptr %407, i64 2, !dbg !267
  store i16 %398, ptr %409, align 2, !dbg !267, !tbaa !144
  %410 = icmp eq i32 %404, 0, !dbg !268
  br i1 %410, label %411, label %402, !dbg !269, !llvm.loop !270

411:                                              ; preds = %402
  %412 = add i32 %376, -1, !dbg !272
  %413 = shl nuw i32 1, %412, !dbg !273
    #dbg_value(i32 %413, !85, !DIExpression(), !137)
  br label %414, !dbg !274

414:                                              ; preds = %414, %411
  %415 = phi i32 [ %413, %411 ], [ %418, %414 ], !dbg !262
    #dbg_value(i32 %415, !85, !DIExpression(), !137)
  %416 = and i32 %415, %378, !dbg !275
  %417 = icmp eq i32 %416, 0, !dbg !274
  %418 = lshr i32 %415, 1, !dbg !276
    #dbg_value(i32 %418, !85, !DIExpression(), !137)
  br i1 %417, label %419, label %414, !dbg !274, !llvm.loop !277

419:                                              ; preds = %414
  %420 = icmp eq i32 %415, 0, !dbg !279
  %421 = add i32 %415, -1, !dbg !281
  %422 = and i32 %421, %378, !dbg !281
  %423 = add i32 %422, %415, !dbg !281
  %424 = select i1 %420, i32 0, i32 %423, !dbg !281
    #dbg_value(i32 %424, !84, !DIExpression(), !137)
  %425 = add i32 %377, 1, !dbg !282
    #dbg_value(i32 %425, !76, !DIExpression(), !137)
  %426 = zext i32 %376 to i64, !dbg !283
  %427 = getelementptr inbounds [16 x i16], ptr %7, i64 0, i64 %426, !dbg !283
  %428 = load i16, ptr %427, align 2, !dbg !285, !tbaa !144
  %429 = add i16 %428, -1, !dbg !285
  store i16 %429, ptr %427, align 2, !dbg !285, !tbaa !144
  %430 = icmp eq i16 %429, 0, !dbg !286
  br i1 %430, label %431, label %441, !dbg !287

431:                                              ; preds = %419
  %432 = icmp eq i32 %376, %158, !dbg !288
  br i1 %432, label %497, label %433, !dbg !291

433:                                              ; preds = %431
  %434 = zext i32 %425 to i64, !dbg !292
  %435 = getelementptr inbounds i16, ptr %5, i64 %434, !dbg !292
  %436 = load i16, ptr %435, align 2, !dbg !292, !tbaa !144
  %437 = zext i16 %436 to i64, !dbg !293
  %438 = getelementptr inbounds i16, ptr %1, i64 %437, !dbg !293
  %439 = load i16, ptr %438, align 2, !dbg !293, !tbaa !144
  %440 = zext i16 %439 to i32, !dbg !293
    #dbg_value(i32 %440, !75, !DIExpression(), !137)
  br label %441, !dbg !294

441:                                              ; preds = %433, %419
  %442 = phi i32 [ %440, %433 ], [ %376, %419 ], !dbg !137
    #dbg_value(i32 %442, !75, !DIExpression(), !137)
  %443 = icmp ugt i32 %442, %162, !dbg !295
  br i1 %443, label %444, label %447, !dbg !297

444:                                              ; preds = %441
  %445 = and i32 %424, %362, !dbg !298
  %446 = icmp eq i32 %445, %372, !dbg !299
  br i1 %446, label %447, label %448, !dbg !300

447:                                              ; preds = %444, %441
  br label %375, !dbg !241, !llvm.loop !301

448:                                              ; preds = %444
  %449 = icmp eq i32 %369, 0, !dbg !303
  %450 = select i1 %449, i32 %162, i32 %369, !dbg !306
    #dbg_value(i32 %450, !81, !DIExpression(), !137)
  %451 = zext i32 %374 to i64, !dbg !307
  %452 = getelementptr inbounds %struct.code, ptr %373, i64 %451, !dbg !307
    #dbg_value(ptr %452, !90, !DIExpression(), !137)
  %453 = sub i32 %442, %450, !dbg !308
    #dbg_value(i32 %453, !80, !DIExpression(), !137)
  %454 = shl nuw i32 1, %453, !dbg !309
    #dbg_value(i32 %454, !82, !DIExpression(), !137)
  %455 = icmp ult i32 %442, %158, !dbg !310
  br i1 %455, label %456, label %476, !dbg !311

456:                                              ; preds = %448
  %457 = sub i32 %158, %450, !dbg !311
  br label %458, !dbg !311

458:                                              ; preds = %456, %468
  %459 = phi i32 [ %471, %468 ], [ %442, %456 ]
  %460 = phi i32 [ %470, %468 ], [ %454, %456 ]
  %461 = phi i32 [ %469, %468 ], [ %453, %456 ]
    #dbg_value(i32 %460, !82, !DIExpression(), !137)
    #dbg_value(i32 %461, !80, !DIExpression(), !137)
  %462 = zext i32 %459 to i64, !dbg !312
  %463 = getelementptr inbounds [16 x i16], ptr %7, i64 0, i64 %462, !dbg !312
  %464 = load i16, ptr %463, align 2, !dbg !312, !tbaa !144
  %465 = zext i16 %464 to i32, !dbg !312
  %466 = sub nsw i32 %460, %465, !dbg !314
    #dbg_value(i32 %466, !82, !DIExpression(), !137)
  %467 = icmp slt i32 %466, 1, !dbg !315
  br i1 %467, label %473, label %468, !dbg !317

468:                                              ; preds = %458
  %469 = add i32 %461, 1, !dbg !318
    #dbg_value(i32 %469, !80, !DIExpression(), !137)
  %470 = shl nuw i32 %466, 1, !dbg !319
    #dbg_value(i32 %470, !82, !DIExpression(), !137)
  %471 = add i32 %469, %450, !dbg !320
  %472 = icmp ult i32 %471, %158, !dbg !310
  br i1 %472, label %458, label %473, !dbg !311, !llvm.loop !321

473:                                              ; preds = %458, %468
  %474 = phi i32 [ %457, %468 ], [ %461, %458 ]
  %475 = shl nuw i32 1, %474, !dbg !323
  br label %476, !dbg !323

476:                                              ; preds = %473, %448
  %477 = phi i32 [ %475, %473 ], [ %454, %448 ], !dbg !323
  %478 = phi i32 [ %474, %473 ], [ %453, %448 ], !dbg !324
  %479 = add i32 %477, %370, !dbg !325
    #dbg_value(i32 %479, !83, !DIExpression(), !137)
  %480 = icmp ugt i32 %479, 852
  %481 = select i1 %360, i1 %480, i1 false, !dbg !326
  %482 = icmp ugt i32 %479, 592
  %483 = select i1 %356, i1 %482, i1 false
  %484 = select i1 %481, i1 true, i1 %483, !dbg !326
  br i1 %484, label %510, label %485, !dbg !326

485:                                              ; preds = %476
    #dbg_value(i32 %445, !87, !DIExpression(), !137)
  %486 = trunc i32 %478 to i8, !dbg !328
  %487 = load ptr, ptr %3, align 8, !dbg !329, !tbaa !173
  %488 = zext i32 %445 to i64, !dbg !330
  %489 = getelementptr inbounds %struct.code, ptr %487, i64 %488, !dbg !330
  store i8 %486, ptr %489, align 2, !dbg !331, !tbaa !332
  %490 = getelementptr inbounds %struct.code, ptr %487, i64 %488, i32 1, !dbg !334
  store i8 %364, ptr %490, align 1, !dbg !335, !tbaa !336
  %491 = ptrtoint ptr %452 to i64, !dbg !337
  %492 = ptrtoint ptr %487 to i64, !dbg !337
  %493 = sub i64 %491, %492, !dbg !337
  %494 = lshr exact i64 %493, 2, !dbg !337
  %495 = trunc i64 %494 to i16, !dbg !338
  %496 = getelementptr inbounds %struct.code, ptr %487, i64 %488, i32 2, !dbg !339
  store i16 %495, ptr %496, align 2, !dbg !340, !tbaa !341
  br label %365, !dbg !342, !llvm.loop !301

497:                                              ; preds = %431
  %498 = icmp eq i32 %424, 0, !dbg !343
  br i1 %498, label %504, label %499, !dbg !345

499:                                              ; preds = %497
    #dbg_value(i8 64, !89, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !137)
    #dbg_value(i8 %380, !89, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !137)
    #dbg_value(i16 0, !89, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !137)
  %500 = zext i32 %424 to i64, !dbg !346
  %501 = getelementptr inbounds %struct.code, ptr %373, i64 %500, !dbg !346
  store i8 64, ptr %501, align 2, !dbg !348, !tbaa !176
  %502 = getelementptr inbounds i8, ptr %501, i64 1, !dbg !348
  store i8 %380, ptr %502, align 1, !dbg !348, !tbaa !176
  %503 = getelementptr inbounds i8, ptr %501, i64 2, !dbg !348
  store i16 0, ptr %503, align 2, !dbg !348, !tbaa !144
  br label %504, !dbg !349

504:                                              ; preds = %499, %497
  %505 = load ptr, ptr %3, align 8, !dbg !350, !tbaa !173
  %506 = zext i32 %370 to i64, !dbg !350
  %507 = getelementptr inbounds %struct.code, ptr %505, i64 %506, !dbg !350
  store ptr %507, ptr %3, align 8, !dbg !350, !tbaa !173
  br label %508, !dbg !351

508:                                              ; preds = %128, %504
  %509 = phi i32 [ %162, %504 ], [ 1, %128 ]
  store i32 %509, ptr %4, align 4, !dbg !137, !tbaa !153
  br label %510, !dbg !352

510:                                              ; preds = %476, %508, %263, %156, %166, %174, %181, %188, %195, %202, %209, %216, %223, %230, %237, %244, %251, %258, %351, %353
  %511 = phi i32 [ 1, %353 ], [ 1, %351 ], [ -1, %258 ], [ -1, %251 ], [ -1, %244 ], [ -1, %237 ], [ -1, %230 ], [ -1, %223 ], [ -1, %216 ], [ -1, %209 ], [ -1, %202 ], [ -1, %195 ], [ -1, %188 ], [ -1, %181 ], [ -1, %174 ], [ -1, %166 ], [ -1, %156 ], [ -1, %263 ], [ 0, %508 ], [ 1, %476 ], !dbg !137
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #5, !dbg !352
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #5, !dbg !352
  ret i32 %511, !dbg !352
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @inflate_fixed(ptr nocapture noundef writeonly %0) local_unnamed_addr #2 !dbg !353 {
    #dbg_value(ptr %0, !465, !DIExpression(), !466)
  %2 = getelementptr inbounds i8, ptr %0, i64 104, !dbg !467
  store ptr @lenfix, ptr %2, align 8, !dbg !468, !tbaa !469
  %3 = getelementptr inbounds i8, ptr %0, i64 120, !dbg !472
  store i32 9, ptr %3, align 8, !dbg !473, !tbaa !474
  %4 = getelementptr inbounds i8, ptr %0, i64 112, !dbg !475
  store ptr @distfix, ptr %4, align 8, !dbg !476, !tbaa !477
  %5 = getelementptr inbounds i8, ptr %0, i64 124, !dbg !478
  store i32 5, ptr %5, align 4, !dbg !479, !tbaa !480
  ret void, !dbg !481
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!128, !129, !130, !131, !132, !133, !134}
!llvm.ident = !{!135}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "inflate_copyright", scope: !2, file: !3, line: 25, type: !123, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !47, globals: !51, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "src/zlib/inftrees.c", directory: ".", checksumkind: CSK_MD5, checksum: "2fcfb1e577d6e0138145693362eeefb8")
!4 = !{!5, !12}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !6, line: 54, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "src/zlib/inftrees.h", directory: ".", checksumkind: CSK_MD5, checksum: "495947e13d2652775d2698c247188ce1")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11}
!9 = !DIEnumerator(name: "CODES", value: 0)
!10 = !DIEnumerator(name: "LENS", value: 1)
!11 = !DIEnumerator(name: "DISTS", value: 2)
!12 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !13, line: 20, baseType: !7, size: 32, elements: !14)
!13 = !DIFile(filename: "src/zlib/inflate.h", directory: ".", checksumkind: CSK_MD5, checksum: "dd7f325c5348b74bd74e6dbea2f5b8f0")
!14 = !{!15, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !36, !37, !38, !39, !40, !41, !42, !43, !44, !45, !46}
!15 = !DIEnumerator(name: "HEAD", value: 16180)
!16 = !DIEnumerator(name: "FLAGS", value: 16181)
!17 = !DIEnumerator(name: "TIME", value: 16182)
!18 = !DIEnumerator(name: "OS", value: 16183)
!19 = !DIEnumerator(name: "EXLEN", value: 16184)
!20 = !DIEnumerator(name: "EXTRA", value: 16185)
!21 = !DIEnumerator(name: "NAME", value: 16186)
!22 = !DIEnumerator(name: "COMMENT", value: 16187)
!23 = !DIEnumerator(name: "HCRC", value: 16188)
!24 = !DIEnumerator(name: "DICTID", value: 16189)
!25 = !DIEnumerator(name: "DICT", value: 16190)
!26 = !DIEnumerator(name: "TYPE", value: 16191)
!27 = !DIEnumerator(name: "TYPEDO", value: 16192)
!28 = !DIEnumerator(name: "STORED", value: 16193)
!29 = !DIEnumerator(name: "COPY_", value: 16194)
!30 = !DIEnumerator(name: "COPY", value: 16195)
!31 = !DIEnumerator(name: "TABLE", value: 16196)
!32 = !DIEnumerator(name: "LENLENS", value: 16197)
!33 = !DIEnumerator(name: "CODELENS", value: 16198)
!34 = !DIEnumerator(name: "LEN_", value: 16199)
!35 = !DIEnumerator(name: "LEN", value: 16200)
!36 = !DIEnumerator(name: "LENEXT", value: 16201)
!37 = !DIEnumerator(name: "DIST", value: 16202)
!38 = !DIEnumerator(name: "DISTEXT", value: 16203)
!39 = !DIEnumerator(name: "MATCH", value: 16204)
!40 = !DIEnumerator(name: "LIT", value: 16205)
!41 = !DIEnumerator(name: "CHECK", value: 16206)
!42 = !DIEnumerator(name: "LENGTH", value: 16207)
!43 = !DIEnumerator(name: "DONE", value: 16208)
!44 = !DIEnumerator(name: "BAD", value: 16209)
!45 = !DIEnumerator(name: "MEM", value: 16210)
!46 = !DIEnumerator(name: "SYNC", value: 16211)
!47 = !{!48, !49, !7, !50}
!48 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!49 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!50 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!51 = !{!0, !52, !104, !106, !111, !113, !120}
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(name: "lbase", scope: !54, file: !3, line: 69, type: !101, isLocal: true, isDefinition: true)
!54 = distinct !DISubprogram(name: "inflate_table", scope: !3, file: !3, line: 46, type: !55, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !68)
!55 = !DISubroutineType(types: !56)
!56 = !{!50, !57, !58, !7, !59, !67, !58}
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "codetype", file: !6, line: 58, baseType: !5)
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 64)
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "code", file: !6, line: 28, baseType: !62)
!62 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !6, line: 24, size: 32, elements: !63)
!63 = !{!64, !65, !66}
!64 = !DIDerivedType(tag: DW_TAG_member, name: "op", scope: !62, file: !6, line: 25, baseType: !48, size: 8)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "bits", scope: !62, file: !6, line: 26, baseType: !48, size: 8, offset: 8)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !62, file: !6, line: 27, baseType: !49, size: 16, offset: 16)
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!68 = !{!69, !70, !71, !72, !73, !74, !75, !76, !77, !78, !79, !80, !81, !82, !83, !84, !85, !86, !87, !88, !89, !90, !91, !94, !95, !96, !100}
!69 = !DILocalVariable(name: "type", arg: 1, scope: !54, file: !3, line: 46, type: !57)
!70 = !DILocalVariable(name: "lens", arg: 2, scope: !54, file: !3, line: 46, type: !58)
!71 = !DILocalVariable(name: "codes", arg: 3, scope: !54, file: !3, line: 47, type: !7)
!72 = !DILocalVariable(name: "table", arg: 4, scope: !54, file: !3, line: 47, type: !59)
!73 = !DILocalVariable(name: "bits", arg: 5, scope: !54, file: !3, line: 48, type: !67)
!74 = !DILocalVariable(name: "work", arg: 6, scope: !54, file: !3, line: 48, type: !58)
!75 = !DILocalVariable(name: "len", scope: !54, file: !3, line: 49, type: !7)
!76 = !DILocalVariable(name: "sym", scope: !54, file: !3, line: 50, type: !7)
!77 = !DILocalVariable(name: "min", scope: !54, file: !3, line: 51, type: !7)
!78 = !DILocalVariable(name: "max", scope: !54, file: !3, line: 51, type: !7)
!79 = !DILocalVariable(name: "root", scope: !54, file: !3, line: 52, type: !7)
!80 = !DILocalVariable(name: "curr", scope: !54, file: !3, line: 53, type: !7)
!81 = !DILocalVariable(name: "drop", scope: !54, file: !3, line: 54, type: !7)
!82 = !DILocalVariable(name: "left", scope: !54, file: !3, line: 55, type: !50)
!83 = !DILocalVariable(name: "used", scope: !54, file: !3, line: 56, type: !7)
!84 = !DILocalVariable(name: "huff", scope: !54, file: !3, line: 57, type: !7)
!85 = !DILocalVariable(name: "incr", scope: !54, file: !3, line: 58, type: !7)
!86 = !DILocalVariable(name: "fill", scope: !54, file: !3, line: 59, type: !7)
!87 = !DILocalVariable(name: "low", scope: !54, file: !3, line: 60, type: !7)
!88 = !DILocalVariable(name: "mask", scope: !54, file: !3, line: 61, type: !7)
!89 = !DILocalVariable(name: "here", scope: !54, file: !3, line: 62, type: !61)
!90 = !DILocalVariable(name: "next", scope: !54, file: !3, line: 63, type: !60)
!91 = !DILocalVariable(name: "base", scope: !54, file: !3, line: 64, type: !92)
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 64)
!93 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !49)
!94 = !DILocalVariable(name: "extra", scope: !54, file: !3, line: 65, type: !92)
!95 = !DILocalVariable(name: "match", scope: !54, file: !3, line: 66, type: !7)
!96 = !DILocalVariable(name: "count", scope: !54, file: !3, line: 67, type: !97)
!97 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 256, elements: !98)
!98 = !{!99}
!99 = !DISubrange(count: 16)
!100 = !DILocalVariable(name: "offs", scope: !54, file: !3, line: 68, type: !97)
!101 = !DICompositeType(tag: DW_TAG_array_type, baseType: !93, size: 496, elements: !102)
!102 = !{!103}
!103 = !DISubrange(count: 31)
!104 = !DIGlobalVariableExpression(var: !105, expr: !DIExpression())
!105 = distinct !DIGlobalVariable(name: "lext", scope: !54, file: !3, line: 72, type: !101, isLocal: true, isDefinition: true)
!106 = !DIGlobalVariableExpression(var: !107, expr: !DIExpression())
!107 = distinct !DIGlobalVariable(name: "dbase", scope: !54, file: !3, line: 75, type: !108, isLocal: true, isDefinition: true)
!108 = !DICompositeType(tag: DW_TAG_array_type, baseType: !93, size: 512, elements: !109)
!109 = !{!110}
!110 = !DISubrange(count: 32)
!111 = !DIGlobalVariableExpression(var: !112, expr: !DIExpression())
!112 = distinct !DIGlobalVariable(name: "dext", scope: !54, file: !3, line: 79, type: !108, isLocal: true, isDefinition: true)
!113 = !DIGlobalVariableExpression(var: !114, expr: !DIExpression())
!114 = distinct !DIGlobalVariable(name: "lenfix", scope: !2, file: !115, line: 10, type: !116, isLocal: true, isDefinition: true)
!115 = !DIFile(filename: "src/zlib/inffixed.h", directory: ".", checksumkind: CSK_MD5, checksum: "93f7b4524a2a6c3751e774dca975bf2d")
!116 = !DICompositeType(tag: DW_TAG_array_type, baseType: !117, size: 16384, elements: !118)
!117 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !61)
!118 = !{!119}
!119 = !DISubrange(count: 512)
!120 = !DIGlobalVariableExpression(var: !121, expr: !DIExpression())
!121 = distinct !DIGlobalVariable(name: "distfix", scope: !2, file: !115, line: 87, type: !122, isLocal: true, isDefinition: true)
!122 = !DICompositeType(tag: DW_TAG_array_type, baseType: !117, size: 1024, elements: !109)
!123 = !DICompositeType(tag: DW_TAG_array_type, baseType: !124, size: 376, elements: !126)
!124 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !125)
!125 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!126 = !{!127}
!127 = !DISubrange(count: 47)
!128 = !{i32 7, !"Dwarf Version", i32 5}
!129 = !{i32 2, !"Debug Info Version", i32 3}
!130 = !{i32 1, !"wchar_size", i32 4}
!131 = !{i32 8, !"PIC Level", i32 2}
!132 = !{i32 7, !"PIE Level", i32 2}
!133 = !{i32 7, !"uwtable", i32 2}
!134 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!135 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!136 = distinct !DIAssignID()
!137 = !DILocation(line: 0, scope: !54)
!138 = distinct !DIAssignID()
!139 = !DILocation(line: 67, column: 5, scope: !54)
!140 = !DILocation(line: 68, column: 5, scope: !54)
!141 = !DILocation(line: 117, column: 20, scope: !142)
!142 = distinct !DILexicalBlock(scope: !143, file: !3, line: 116, column: 5)
!143 = distinct !DILexicalBlock(scope: !54, file: !3, line: 116, column: 5)
!144 = !{!145, !145, i64 0}
!145 = !{!"short", !146, i64 0}
!146 = !{!"omnipotent char", !147, i64 0}
!147 = !{!"Simple C/C++ TBAA"}
!148 = !DILocation(line: 118, column: 23, scope: !149)
!149 = distinct !DILexicalBlock(scope: !150, file: !3, line: 118, column: 5)
!150 = distinct !DILexicalBlock(scope: !54, file: !3, line: 118, column: 5)
!151 = !DILocation(line: 118, column: 5, scope: !150)
!152 = !DILocation(line: 122, column: 12, scope: !54)
!153 = !{!154, !154, i64 0}
!154 = !{!"int", !146, i64 0}
!155 = !DILocation(line: 124, column: 13, scope: !156)
!156 = distinct !DILexicalBlock(scope: !157, file: !3, line: 123, column: 5)
!157 = distinct !DILexicalBlock(scope: !54, file: !3, line: 123, column: 5)
!158 = !DILocation(line: 119, column: 15, scope: !149)
!159 = !DILocation(line: 119, column: 9, scope: !149)
!160 = !DILocation(line: 119, column: 25, scope: !149)
!161 = !DILocation(line: 118, column: 35, scope: !149)
!162 = distinct !{!162, !151, !163, !164}
!163 = !DILocation(line: 119, column: 25, scope: !150)
!164 = !{!"llvm.loop.mustprogress"}
!165 = distinct !{!165, !166}
!166 = !{!"llvm.loop.unroll.disable"}
!167 = !DILocation(line: 124, column: 13, scope: !168)
!168 = distinct !DILexicalBlock(scope: !156, file: !3, line: 124, column: 13)
!169 = !DILocation(line: 124, column: 24, scope: !168)
!170 = !DILocation(line: 130, column: 18, scope: !171)
!171 = distinct !DILexicalBlock(scope: !172, file: !3, line: 126, column: 19)
!172 = distinct !DILexicalBlock(scope: !54, file: !3, line: 126, column: 9)
!173 = !{!174, !174, i64 0}
!174 = !{!"any pointer", !146, i64 0}
!175 = !DILocation(line: 130, column: 23, scope: !171)
!176 = !{!146, !146, i64 0}
!177 = !DILocation(line: 131, column: 18, scope: !171)
!178 = !DILocation(line: 131, column: 23, scope: !171)
!179 = !DILocation(line: 133, column: 9, scope: !171)
!180 = !DILocation(line: 125, column: 9, scope: !54)
!181 = !DILocation(line: 135, column: 5, scope: !182)
!182 = distinct !DILexicalBlock(scope: !54, file: !3, line: 135, column: 5)
!183 = !DILocation(line: 135, column: 23, scope: !184)
!184 = distinct !DILexicalBlock(scope: !182, file: !3, line: 135, column: 5)
!185 = !DILocation(line: 136, column: 13, scope: !186)
!186 = distinct !DILexicalBlock(scope: !184, file: !3, line: 136, column: 13)
!187 = !DILocation(line: 136, column: 24, scope: !186)
!188 = !DILocation(line: 136, column: 13, scope: !184)
!189 = !DILocation(line: 135, column: 33, scope: !184)
!190 = distinct !{!190, !181, !191, !164}
!191 = !DILocation(line: 136, column: 30, scope: !182)
!192 = !DILocation(line: 137, column: 9, scope: !54)
!193 = !DILocation(line: 135, scope: !182)
!194 = !DILocation(line: 143, column: 17, scope: !195)
!195 = distinct !DILexicalBlock(scope: !196, file: !3, line: 141, column: 42)
!196 = distinct !DILexicalBlock(scope: !197, file: !3, line: 141, column: 5)
!197 = distinct !DILexicalBlock(scope: !54, file: !3, line: 141, column: 5)
!198 = !DILocation(line: 144, column: 18, scope: !199)
!199 = distinct !DILexicalBlock(scope: !195, file: !3, line: 144, column: 13)
!200 = !DILocation(line: 144, column: 13, scope: !195)
!201 = !DILocation(line: 142, column: 14, scope: !195)
!202 = !DILocation(line: 143, column: 14, scope: !195)
!203 = !DILocation(line: 146, column: 14, scope: !204)
!204 = distinct !DILexicalBlock(scope: !54, file: !3, line: 146, column: 9)
!205 = !DILocation(line: 146, column: 18, scope: !204)
!206 = !DILocation(line: 150, column: 5, scope: !54)
!207 = !DILocation(line: 150, column: 13, scope: !54)
!208 = distinct !DIAssignID()
!209 = !DILocation(line: 152, column: 9, scope: !210)
!210 = distinct !DILexicalBlock(scope: !211, file: !3, line: 151, column: 5)
!211 = distinct !DILexicalBlock(scope: !54, file: !3, line: 151, column: 5)
!212 = !DILocation(line: 152, column: 23, scope: !210)
!213 = !DILocation(line: 152, column: 35, scope: !210)
!214 = !DILocation(line: 155, column: 5, scope: !215)
!215 = distinct !DILexicalBlock(scope: !54, file: !3, line: 155, column: 5)
!216 = !DILocation(line: 155, column: 23, scope: !217)
!217 = distinct !DILexicalBlock(scope: !215, file: !3, line: 155, column: 5)
!218 = !DILocation(line: 156, column: 13, scope: !219)
!219 = distinct !DILexicalBlock(scope: !217, file: !3, line: 156, column: 13)
!220 = !DILocation(line: 156, column: 23, scope: !219)
!221 = !DILocation(line: 156, column: 13, scope: !217)
!222 = !DILocation(line: 156, column: 55, scope: !219)
!223 = !DILocation(line: 156, column: 34, scope: !219)
!224 = !DILocation(line: 156, column: 49, scope: !219)
!225 = !DILocation(line: 156, column: 29, scope: !219)
!226 = !DILocation(line: 156, column: 53, scope: !219)
!227 = !DILocation(line: 155, column: 35, scope: !217)
!228 = distinct !{!228, !214, !229, !164}
!229 = !DILocation(line: 156, column: 71, scope: !215)
!230 = !DILocation(line: 190, column: 5, scope: !54)
!231 = !DILocation(line: 193, column: 9, scope: !232)
!232 = distinct !DILexicalBlock(scope: !54, file: !3, line: 190, column: 19)
!233 = !DILocation(line: 216, column: 23, scope: !234)
!234 = distinct !DILexicalBlock(scope: !54, file: !3, line: 216, column: 9)
!235 = !DILocation(line: 217, column: 24, scope: !234)
!236 = !DILocation(line: 212, column: 15, scope: !54)
!237 = !DILocation(line: 213, column: 17, scope: !54)
!238 = !DILocation(line: 208, column: 12, scope: !54)
!239 = !DILocation(line: 221, column: 5, scope: !240)
!240 = distinct !DILexicalBlock(scope: !54, file: !3, line: 221, column: 5)
!241 = !DILocation(line: 223, column: 41, scope: !242)
!242 = distinct !DILexicalBlock(scope: !243, file: !3, line: 221, column: 14)
!243 = distinct !DILexicalBlock(scope: !240, file: !3, line: 221, column: 5)
!244 = !DILocation(line: 223, column: 21, scope: !242)
!245 = !DILocation(line: 224, column: 13, scope: !246)
!246 = distinct !DILexicalBlock(scope: !242, file: !3, line: 224, column: 13)
!247 = !DILocation(line: 224, column: 23, scope: !246)
!248 = !DILocation(line: 224, column: 28, scope: !246)
!249 = !DILocation(line: 224, column: 13, scope: !242)
!250 = !DILocation(line: 228, column: 28, scope: !251)
!251 = distinct !DILexicalBlock(scope: !246, file: !3, line: 228, column: 18)
!252 = !DILocation(line: 228, column: 18, scope: !246)
!253 = !DILocation(line: 229, column: 55, scope: !254)
!254 = distinct !DILexicalBlock(scope: !251, file: !3, line: 228, column: 38)
!255 = !DILocation(line: 229, column: 39, scope: !254)
!256 = !DILocation(line: 229, column: 23, scope: !254)
!257 = !DILocation(line: 230, column: 24, scope: !254)
!258 = !DILocation(line: 231, column: 9, scope: !254)
!259 = !DILocation(line: 0, scope: !246)
!260 = !DILocation(line: 238, column: 19, scope: !242)
!261 = !DILocation(line: 241, column: 9, scope: !242)
!262 = !DILocation(line: 0, scope: !242)
!263 = !DILocation(line: 242, column: 18, scope: !264)
!264 = distinct !DILexicalBlock(scope: !242, file: !3, line: 241, column: 12)
!265 = !DILocation(line: 243, column: 33, scope: !264)
!266 = !DILocation(line: 243, column: 13, scope: !264)
!267 = !DILocation(line: 243, column: 43, scope: !264)
!268 = !DILocation(line: 244, column: 23, scope: !242)
!269 = !DILocation(line: 244, column: 9, scope: !264)
!270 = distinct !{!270, !261, !271, !164}
!271 = !DILocation(line: 244, column: 27, scope: !242)
!272 = !DILocation(line: 247, column: 27, scope: !242)
!273 = !DILocation(line: 247, column: 19, scope: !242)
!274 = !DILocation(line: 248, column: 9, scope: !242)
!275 = !DILocation(line: 248, column: 21, scope: !242)
!276 = !DILocation(line: 249, column: 18, scope: !242)
!277 = distinct !{!277, !274, !278, !164}
!278 = !DILocation(line: 249, column: 22, scope: !242)
!279 = !DILocation(line: 250, column: 18, scope: !280)
!280 = distinct !DILexicalBlock(scope: !242, file: !3, line: 250, column: 13)
!281 = !DILocation(line: 250, column: 13, scope: !242)
!282 = !DILocation(line: 258, column: 12, scope: !242)
!283 = !DILocation(line: 259, column: 16, scope: !284)
!284 = distinct !DILexicalBlock(scope: !242, file: !3, line: 259, column: 13)
!285 = !DILocation(line: 259, column: 13, scope: !284)
!286 = !DILocation(line: 259, column: 28, scope: !284)
!287 = !DILocation(line: 259, column: 13, scope: !242)
!288 = !DILocation(line: 260, column: 21, scope: !289)
!289 = distinct !DILexicalBlock(scope: !290, file: !3, line: 260, column: 17)
!290 = distinct !DILexicalBlock(scope: !284, file: !3, line: 259, column: 34)
!291 = !DILocation(line: 260, column: 17, scope: !290)
!292 = !DILocation(line: 261, column: 24, scope: !290)
!293 = !DILocation(line: 261, column: 19, scope: !290)
!294 = !DILocation(line: 262, column: 9, scope: !290)
!295 = !DILocation(line: 265, column: 17, scope: !296)
!296 = distinct !DILexicalBlock(scope: !242, file: !3, line: 265, column: 13)
!297 = !DILocation(line: 265, column: 24, scope: !296)
!298 = !DILocation(line: 265, column: 33, scope: !296)
!299 = !DILocation(line: 265, column: 41, scope: !296)
!300 = !DILocation(line: 265, column: 13, scope: !242)
!301 = distinct !{!301, !239, !302}
!302 = !DILocation(line: 295, column: 5, scope: !240)
!303 = !DILocation(line: 267, column: 22, scope: !304)
!304 = distinct !DILexicalBlock(scope: !305, file: !3, line: 267, column: 17)
!305 = distinct !DILexicalBlock(scope: !296, file: !3, line: 265, column: 49)
!306 = !DILocation(line: 267, column: 17, scope: !305)
!307 = !DILocation(line: 271, column: 18, scope: !305)
!308 = !DILocation(line: 274, column: 24, scope: !305)
!309 = !DILocation(line: 275, column: 28, scope: !305)
!310 = !DILocation(line: 276, column: 32, scope: !305)
!311 = !DILocation(line: 276, column: 13, scope: !305)
!312 = !DILocation(line: 277, column: 25, scope: !313)
!313 = distinct !DILexicalBlock(scope: !305, file: !3, line: 276, column: 39)
!314 = !DILocation(line: 277, column: 22, scope: !313)
!315 = !DILocation(line: 278, column: 26, scope: !316)
!316 = distinct !DILexicalBlock(scope: !313, file: !3, line: 278, column: 21)
!317 = !DILocation(line: 278, column: 21, scope: !313)
!318 = !DILocation(line: 279, column: 21, scope: !313)
!319 = !DILocation(line: 280, column: 22, scope: !313)
!320 = !DILocation(line: 276, column: 25, scope: !305)
!321 = distinct !{!321, !311, !322, !164}
!322 = !DILocation(line: 281, column: 13, scope: !305)
!323 = !DILocation(line: 284, column: 24, scope: !305)
!324 = !DILocation(line: 0, scope: !305)
!325 = !DILocation(line: 284, column: 18, scope: !305)
!326 = !DILocation(line: 285, column: 31, scope: !327)
!327 = distinct !DILexicalBlock(scope: !305, file: !3, line: 285, column: 17)
!328 = !DILocation(line: 291, column: 32, scope: !305)
!329 = !DILocation(line: 291, column: 14, scope: !305)
!330 = !DILocation(line: 291, column: 13, scope: !305)
!331 = !DILocation(line: 291, column: 30, scope: !305)
!332 = !{!333, !146, i64 0}
!333 = !{!"", !146, i64 0, !146, i64 1, !145, i64 2}
!334 = !DILocation(line: 292, column: 27, scope: !305)
!335 = !DILocation(line: 292, column: 32, scope: !305)
!336 = !{!333, !146, i64 1}
!337 = !DILocation(line: 293, column: 55, scope: !305)
!338 = !DILocation(line: 293, column: 33, scope: !305)
!339 = !DILocation(line: 293, column: 27, scope: !305)
!340 = !DILocation(line: 293, column: 31, scope: !305)
!341 = !{!333, !145, i64 2}
!342 = !DILocation(line: 294, column: 9, scope: !305)
!343 = !DILocation(line: 300, column: 14, scope: !344)
!344 = distinct !DILexicalBlock(scope: !54, file: !3, line: 300, column: 9)
!345 = !DILocation(line: 300, column: 9, scope: !54)
!346 = !DILocation(line: 304, column: 9, scope: !347)
!347 = distinct !DILexicalBlock(scope: !344, file: !3, line: 300, column: 20)
!348 = !DILocation(line: 304, column: 22, scope: !347)
!349 = !DILocation(line: 305, column: 5, scope: !347)
!350 = !DILocation(line: 308, column: 12, scope: !54)
!351 = !DILocation(line: 310, column: 5, scope: !54)
!352 = !DILocation(line: 311, column: 1, scope: !54)
!353 = distinct !DISubprogram(name: "inflate_fixed", scope: !3, file: !3, line: 364, type: !354, scopeLine: 364, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !464)
!354 = !DISubroutineType(types: !355)
!355 = !{null, !356}
!356 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !357, size: 64)
!357 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "inflate_state", file: !13, line: 82, size: 57280, elements: !358)
!358 = !{!359, !400, !402, !403, !404, !405, !406, !407, !408, !409, !428, !429, !430, !431, !432, !434, !435, !436, !437, !438, !439, !441, !442, !443, !444, !445, !446, !447, !448, !449, !453, !457, !461, !462, !463}
!359 = !DIDerivedType(tag: DW_TAG_member, name: "strm", scope: !357, file: !13, line: 83, baseType: !360, size: 64)
!360 = !DIDerivedType(tag: DW_TAG_typedef, name: "z_streamp", file: !361, line: 112, baseType: !362)
!361 = !DIFile(filename: "src/zlib/zlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "068c260be35209fb8458428c461dc536")
!362 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !363, size: 64)
!363 = !DIDerivedType(tag: DW_TAG_typedef, name: "z_stream", file: !361, line: 110, baseType: !364)
!364 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "z_stream_s", file: !361, line: 90, size: 896, elements: !365)
!365 = !{!366, !371, !373, !376, !377, !378, !379, !381, !384, !391, !396, !397, !398, !399}
!366 = !DIDerivedType(tag: DW_TAG_member, name: "next_in", scope: !364, file: !361, line: 91, baseType: !367, size: 64)
!367 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !368, size: 64)
!368 = !DIDerivedType(tag: DW_TAG_typedef, name: "Bytef", file: !369, line: 412, baseType: !370)
!369 = !DIFile(filename: "src/zlib/zconf.h", directory: ".", checksumkind: CSK_MD5, checksum: "fece7a941eb804d37ef0f6e3e74c1415")
!370 = !DIDerivedType(tag: DW_TAG_typedef, name: "Byte", file: !369, line: 403, baseType: !48)
!371 = !DIDerivedType(tag: DW_TAG_member, name: "avail_in", scope: !364, file: !361, line: 92, baseType: !372, size: 32, offset: 64)
!372 = !DIDerivedType(tag: DW_TAG_typedef, name: "uInt", file: !369, line: 405, baseType: !7)
!373 = !DIDerivedType(tag: DW_TAG_member, name: "total_in", scope: !364, file: !361, line: 93, baseType: !374, size: 64, offset: 128)
!374 = !DIDerivedType(tag: DW_TAG_typedef, name: "uLong", file: !369, line: 406, baseType: !375)
!375 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!376 = !DIDerivedType(tag: DW_TAG_member, name: "next_out", scope: !364, file: !361, line: 95, baseType: !367, size: 64, offset: 192)
!377 = !DIDerivedType(tag: DW_TAG_member, name: "avail_out", scope: !364, file: !361, line: 96, baseType: !372, size: 32, offset: 256)
!378 = !DIDerivedType(tag: DW_TAG_member, name: "total_out", scope: !364, file: !361, line: 97, baseType: !374, size: 64, offset: 320)
!379 = !DIDerivedType(tag: DW_TAG_member, name: "msg", scope: !364, file: !361, line: 99, baseType: !380, size: 64, offset: 384)
!380 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 64)
!381 = !DIDerivedType(tag: DW_TAG_member, name: "state", scope: !364, file: !361, line: 100, baseType: !382, size: 64, offset: 448)
!382 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !383, size: 64)
!383 = !DICompositeType(tag: DW_TAG_structure_type, name: "internal_state", file: !361, line: 88, flags: DIFlagFwdDecl)
!384 = !DIDerivedType(tag: DW_TAG_member, name: "zalloc", scope: !364, file: !361, line: 102, baseType: !385, size: 64, offset: 512)
!385 = !DIDerivedType(tag: DW_TAG_typedef, name: "alloc_func", file: !361, line: 85, baseType: !386)
!386 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !387, size: 64)
!387 = !DISubroutineType(types: !388)
!388 = !{!389, !389, !372, !372}
!389 = !DIDerivedType(tag: DW_TAG_typedef, name: "voidpf", file: !369, line: 421, baseType: !390)
!390 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!391 = !DIDerivedType(tag: DW_TAG_member, name: "zfree", scope: !364, file: !361, line: 103, baseType: !392, size: 64, offset: 576)
!392 = !DIDerivedType(tag: DW_TAG_typedef, name: "free_func", file: !361, line: 86, baseType: !393)
!393 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !394, size: 64)
!394 = !DISubroutineType(types: !395)
!395 = !{null, !389, !389}
!396 = !DIDerivedType(tag: DW_TAG_member, name: "opaque", scope: !364, file: !361, line: 104, baseType: !389, size: 64, offset: 640)
!397 = !DIDerivedType(tag: DW_TAG_member, name: "data_type", scope: !364, file: !361, line: 106, baseType: !50, size: 32, offset: 704)
!398 = !DIDerivedType(tag: DW_TAG_member, name: "adler", scope: !364, file: !361, line: 108, baseType: !374, size: 64, offset: 768)
!399 = !DIDerivedType(tag: DW_TAG_member, name: "reserved", scope: !364, file: !361, line: 109, baseType: !374, size: 64, offset: 832)
!400 = !DIDerivedType(tag: DW_TAG_member, name: "mode", scope: !357, file: !13, line: 84, baseType: !401, size: 32, offset: 64)
!401 = !DIDerivedType(tag: DW_TAG_typedef, name: "inflate_mode", file: !13, line: 53, baseType: !12)
!402 = !DIDerivedType(tag: DW_TAG_member, name: "last", scope: !357, file: !13, line: 85, baseType: !50, size: 32, offset: 96)
!403 = !DIDerivedType(tag: DW_TAG_member, name: "wrap", scope: !357, file: !13, line: 86, baseType: !50, size: 32, offset: 128)
!404 = !DIDerivedType(tag: DW_TAG_member, name: "havedict", scope: !357, file: !13, line: 88, baseType: !50, size: 32, offset: 160)
!405 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !357, file: !13, line: 89, baseType: !50, size: 32, offset: 192)
!406 = !DIDerivedType(tag: DW_TAG_member, name: "dmax", scope: !357, file: !13, line: 91, baseType: !7, size: 32, offset: 224)
!407 = !DIDerivedType(tag: DW_TAG_member, name: "check", scope: !357, file: !13, line: 92, baseType: !375, size: 64, offset: 256)
!408 = !DIDerivedType(tag: DW_TAG_member, name: "total", scope: !357, file: !13, line: 93, baseType: !375, size: 64, offset: 320)
!409 = !DIDerivedType(tag: DW_TAG_member, name: "head", scope: !357, file: !13, line: 94, baseType: !410, size: 64, offset: 384)
!410 = !DIDerivedType(tag: DW_TAG_typedef, name: "gz_headerp", file: !361, line: 135, baseType: !411)
!411 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !412, size: 64)
!412 = !DIDerivedType(tag: DW_TAG_typedef, name: "gz_header", file: !361, line: 133, baseType: !413)
!413 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "gz_header_s", file: !361, line: 118, size: 640, elements: !414)
!414 = !{!415, !416, !417, !418, !419, !420, !421, !422, !423, !424, !425, !426, !427}
!415 = !DIDerivedType(tag: DW_TAG_member, name: "text", scope: !413, file: !361, line: 119, baseType: !50, size: 32)
!416 = !DIDerivedType(tag: DW_TAG_member, name: "time", scope: !413, file: !361, line: 120, baseType: !374, size: 64, offset: 64)
!417 = !DIDerivedType(tag: DW_TAG_member, name: "xflags", scope: !413, file: !361, line: 121, baseType: !50, size: 32, offset: 128)
!418 = !DIDerivedType(tag: DW_TAG_member, name: "os", scope: !413, file: !361, line: 122, baseType: !50, size: 32, offset: 160)
!419 = !DIDerivedType(tag: DW_TAG_member, name: "extra", scope: !413, file: !361, line: 123, baseType: !367, size: 64, offset: 192)
!420 = !DIDerivedType(tag: DW_TAG_member, name: "extra_len", scope: !413, file: !361, line: 124, baseType: !372, size: 32, offset: 256)
!421 = !DIDerivedType(tag: DW_TAG_member, name: "extra_max", scope: !413, file: !361, line: 125, baseType: !372, size: 32, offset: 288)
!422 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !413, file: !361, line: 126, baseType: !367, size: 64, offset: 320)
!423 = !DIDerivedType(tag: DW_TAG_member, name: "name_max", scope: !413, file: !361, line: 127, baseType: !372, size: 32, offset: 384)
!424 = !DIDerivedType(tag: DW_TAG_member, name: "comment", scope: !413, file: !361, line: 128, baseType: !367, size: 64, offset: 448)
!425 = !DIDerivedType(tag: DW_TAG_member, name: "comm_max", scope: !413, file: !361, line: 129, baseType: !372, size: 32, offset: 512)
!426 = !DIDerivedType(tag: DW_TAG_member, name: "hcrc", scope: !413, file: !361, line: 130, baseType: !50, size: 32, offset: 544)
!427 = !DIDerivedType(tag: DW_TAG_member, name: "done", scope: !413, file: !361, line: 131, baseType: !50, size: 32, offset: 576)
!428 = !DIDerivedType(tag: DW_TAG_member, name: "wbits", scope: !357, file: !13, line: 96, baseType: !7, size: 32, offset: 448)
!429 = !DIDerivedType(tag: DW_TAG_member, name: "wsize", scope: !357, file: !13, line: 97, baseType: !7, size: 32, offset: 480)
!430 = !DIDerivedType(tag: DW_TAG_member, name: "whave", scope: !357, file: !13, line: 98, baseType: !7, size: 32, offset: 512)
!431 = !DIDerivedType(tag: DW_TAG_member, name: "wnext", scope: !357, file: !13, line: 99, baseType: !7, size: 32, offset: 544)
!432 = !DIDerivedType(tag: DW_TAG_member, name: "window", scope: !357, file: !13, line: 100, baseType: !433, size: 64, offset: 576)
!433 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!434 = !DIDerivedType(tag: DW_TAG_member, name: "hold", scope: !357, file: !13, line: 102, baseType: !375, size: 64, offset: 640)
!435 = !DIDerivedType(tag: DW_TAG_member, name: "bits", scope: !357, file: !13, line: 103, baseType: !7, size: 32, offset: 704)
!436 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !357, file: !13, line: 105, baseType: !7, size: 32, offset: 736)
!437 = !DIDerivedType(tag: DW_TAG_member, name: "offset", scope: !357, file: !13, line: 106, baseType: !7, size: 32, offset: 768)
!438 = !DIDerivedType(tag: DW_TAG_member, name: "extra", scope: !357, file: !13, line: 108, baseType: !7, size: 32, offset: 800)
!439 = !DIDerivedType(tag: DW_TAG_member, name: "lencode", scope: !357, file: !13, line: 110, baseType: !440, size: 64, offset: 832)
!440 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !117, size: 64)
!441 = !DIDerivedType(tag: DW_TAG_member, name: "distcode", scope: !357, file: !13, line: 111, baseType: !440, size: 64, offset: 896)
!442 = !DIDerivedType(tag: DW_TAG_member, name: "lenbits", scope: !357, file: !13, line: 112, baseType: !7, size: 32, offset: 960)
!443 = !DIDerivedType(tag: DW_TAG_member, name: "distbits", scope: !357, file: !13, line: 113, baseType: !7, size: 32, offset: 992)
!444 = !DIDerivedType(tag: DW_TAG_member, name: "ncode", scope: !357, file: !13, line: 115, baseType: !7, size: 32, offset: 1024)
!445 = !DIDerivedType(tag: DW_TAG_member, name: "nlen", scope: !357, file: !13, line: 116, baseType: !7, size: 32, offset: 1056)
!446 = !DIDerivedType(tag: DW_TAG_member, name: "ndist", scope: !357, file: !13, line: 117, baseType: !7, size: 32, offset: 1088)
!447 = !DIDerivedType(tag: DW_TAG_member, name: "have", scope: !357, file: !13, line: 118, baseType: !7, size: 32, offset: 1120)
!448 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !357, file: !13, line: 119, baseType: !60, size: 64, offset: 1152)
!449 = !DIDerivedType(tag: DW_TAG_member, name: "lens", scope: !357, file: !13, line: 120, baseType: !450, size: 5120, offset: 1216)
!450 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 5120, elements: !451)
!451 = !{!452}
!452 = !DISubrange(count: 320)
!453 = !DIDerivedType(tag: DW_TAG_member, name: "work", scope: !357, file: !13, line: 121, baseType: !454, size: 4608, offset: 6336)
!454 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 4608, elements: !455)
!455 = !{!456}
!456 = !DISubrange(count: 288)
!457 = !DIDerivedType(tag: DW_TAG_member, name: "codes", scope: !357, file: !13, line: 122, baseType: !458, size: 46208, offset: 10944)
!458 = !DICompositeType(tag: DW_TAG_array_type, baseType: !61, size: 46208, elements: !459)
!459 = !{!460}
!460 = !DISubrange(count: 1444)
!461 = !DIDerivedType(tag: DW_TAG_member, name: "sane", scope: !357, file: !13, line: 123, baseType: !50, size: 32, offset: 57152)
!462 = !DIDerivedType(tag: DW_TAG_member, name: "back", scope: !357, file: !13, line: 124, baseType: !50, size: 32, offset: 57184)
!463 = !DIDerivedType(tag: DW_TAG_member, name: "was", scope: !357, file: !13, line: 125, baseType: !7, size: 32, offset: 57216)
!464 = !{!465}
!465 = !DILocalVariable(name: "state", arg: 1, scope: !353, file: !3, line: 364, type: !356)
!466 = !DILocation(line: 0, scope: !353)
!467 = !DILocation(line: 368, column: 12, scope: !353)
!468 = !DILocation(line: 368, column: 20, scope: !353)
!469 = !{!470, !174, i64 104}
!470 = !{!"inflate_state", !174, i64 0, !154, i64 8, !154, i64 12, !154, i64 16, !154, i64 20, !154, i64 24, !154, i64 28, !471, i64 32, !471, i64 40, !174, i64 48, !154, i64 56, !154, i64 60, !154, i64 64, !154, i64 68, !174, i64 72, !471, i64 80, !154, i64 88, !154, i64 92, !154, i64 96, !154, i64 100, !174, i64 104, !174, i64 112, !154, i64 120, !154, i64 124, !154, i64 128, !154, i64 132, !154, i64 136, !154, i64 140, !174, i64 144, !146, i64 152, !146, i64 792, !146, i64 1368, !154, i64 7144, !154, i64 7148, !154, i64 7152}
!471 = !{!"long", !146, i64 0}
!472 = !DILocation(line: 369, column: 12, scope: !353)
!473 = !DILocation(line: 369, column: 20, scope: !353)
!474 = !{!470, !154, i64 120}
!475 = !DILocation(line: 370, column: 12, scope: !353)
!476 = !DILocation(line: 370, column: 21, scope: !353)
!477 = !{!470, !174, i64 112}
!478 = !DILocation(line: 371, column: 12, scope: !353)
!479 = !DILocation(line: 371, column: 21, scope: !353)
!480 = !{!470, !154, i64 124}
!481 = !DILocation(line: 372, column: 1, scope: !353)
