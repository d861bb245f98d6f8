; ModuleID = 'src/zlib/inftrees.c'
source_filename = "src/zlib/inftrees.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.code = type { i8, i8, i16 }

@inflate_copyright = dso_local local_unnamed_addr constant [47 x i8] c" inflate 1.3.2 Copyright 1995-2026 Mark Adler \00", align 1
@inflate_table.lbase = internal unnamed_addr constant [31 x i16] [i16 3, i16 4, i16 5, i16 6, i16 7, i16 8, i16 9, i16 10, i16 11, i16 13, i16 15, i16 17, i16 19, i16 23, i16 27, i16 31, i16 35, i16 43, i16 51, i16 59, i16 67, i16 83, i16 99, i16 115, i16 131, i16 163, i16 195, i16 227, i16 258, i16 0, i16 0], align 2
@inflate_table.lext = internal unnamed_addr constant [31 x i16] [i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 17, i16 17, i16 17, i16 17, i16 18, i16 18, i16 18, i16 18, i16 19, i16 19, i16 19, i16 19, i16 20, i16 20, i16 20, i16 20, i16 21, i16 21, i16 21, i16 21, i16 16, i16 199, i16 75], align 2
@inflate_table.dbase = internal unnamed_addr constant [32 x i16] [i16 1, i16 2, i16 3, i16 4, i16 5, i16 7, i16 9, i16 13, i16 17, i16 25, i16 33, i16 49, i16 65, i16 97, i16 129, i16 193, i16 257, i16 385, i16 513, i16 769, i16 1025, i16 1537, i16 2049, i16 3073, i16 4097, i16 6145, i16 8193, i16 12289, i16 16385, i16 24577, i16 0, i16 0], align 2
@inflate_table.dext = internal unnamed_addr constant [32 x i16] [i16 16, i16 16, i16 16, i16 16, i16 17, i16 17, i16 18, i16 18, i16 19, i16 19, i16 20, i16 20, i16 21, i16 21, i16 22, i16 22, i16 23, i16 23, i16 24, i16 24, i16 25, i16 25, i16 26, i16 26, i16 27, i16 27, i16 28, i16 28, i16 29, i16 29, i16 64, i16 64], align 2
@lenfix = internal constant [512 x %struct.code] [%struct.code { i8 96, i8 7, i16 0 }, %struct.code { i8 0, i8 8, i16 80 }, %struct.code { i8 0, i8 8, i16 16 }, %struct.code { i8 20, i8 8, i16 115 }, %struct.code { i8 18, i8 7, i16 31 }, %struct.code { i8 0, i8 8, i16 112 }, %struct.code { i8 0, i8 8, i16 48 }, %struct.code { i8 0, i8 9, i16 192 }, %struct.code { i8 16, i8 7, i16 10 }, %struct.code { i8 0, i8 8, i16 96 }, %struct.code { i8 0, i8 8, i16 32 }, %struct.code { i8 0, i8 9, i16 160 }, %struct.code { i8 0, i8 8, i16 0 }, %struct.code { i8 0, i8 8, i16 128 }, %struct.code { i8 0, i8 8, i16 64 }, %struct.code { i8 0, i8 9, i16 224 }, %struct.code { i8 16, i8 7, i16 6 }, %struct.code { i8 0, i8 8, i16 88 }, %struct.code { i8 0, i8 8, i16 24 }, %struct.code { i8 0, i8 9, i16 144 }, %struct.code { i8 19, i8 7, i16 59 }, %struct.code { i8 0, i8 8, i16 120 }, %struct.code { i8 0, i8 8, i16 56 }, %struct.code { i8 0, i8 9, i16 208 }, %struct.code { i8 17, i8 7, i16 17 }, %struct.code { i8 0, i8 8, i16 104 }, %struct.code { i8 0, i8 8, i16 40 }, %struct.code { i8 0, i8 9, i16 176 }, %struct.code { i8 0, i8 8, i16 8 }, %struct.code { i8 0, i8 8, i16 136 }, %struct.code { i8 0, i8 8, i16 72 }, %struct.code { i8 0, i8 9, i16 240 }, %struct.code { i8 16, i8 7, i16 4 }, %struct.code { i8 0, i8 8, i16 84 }, %struct.code { i8 0, i8 8, i16 20 }, %struct.code { i8 21, i8 8, i16 227 }, %struct.code { i8 19, i8 7, i16 43 }, %struct.code { i8 0, i8 8, i16 116 }, %struct.code { i8 0, i8 8, i16 52 }, %struct.code { i8 0, i8 9, i16 200 }, %struct.code { i8 17, i8 7, i16 13 }, %struct.code { i8 0, i8 8, i16 100 }, %struct.code { i8 0, i8 8, i16 36 }, %struct.code { i8 0, i8 9, i16 168 }, %struct.code { i8 0, i8 8, i16 4 }, %struct.code { i8 0, i8 8, i16 132 }, %struct.code { i8 0, i8 8, i16 68 }, %struct.code { i8 0, i8 9, i16 232 }, %struct.code { i8 16, i8 7, i16 8 }, %struct.code { i8 0, i8 8, i16 92 }, %struct.code { i8 0, i8 8, i16 28 }, %struct.code { i8 0, i8 9, i16 152 }, %struct.code { i8 20, i8 7, i16 83 }, %struct.code { i8 0, i8 8, i16 124 }, %struct.code { i8 0, i8 8, i16 60 }, %struct.code { i8 0, i8 9, i16 216 }, %struct.code { i8 18, i8 7, i16 23 }, %struct.code { i8 0, i8 8, i16 108 }, %struct.code { i8 0, i8 8, i16 44 }, %struct.code { i8 0, i8 9, i16 184 }, %struct.code { i8 0, i8 8, i16 12 }, %struct.code { i8 0, i8 8, i16 140 }, %struct.code { i8 0, i8 8, i16 76 }, %struct.code { i8 0, i8 9, i16 248 }, %struct.code { i8 16, i8 7, i16 3 }, %struct.code { i8 0, i8 8, i16 82 }, %struct.code { i8 0, i8 8, i16 18 }, %struct.code { i8 21, i8 8, i16 163 }, %struct.code { i8 19, i8 7, i16 35 }, %struct.code { i8 0, i8 8, i16 114 }, %struct.code { i8 0, i8 8, i16 50 }, %struct.code { i8 0, i8 9, i16 196 }, %struct.code { i8 17, i8 7, i16 11 }, %struct.code { i8 0, i8 8, i16 98 }, %struct.code { i8 0, i8 8, i16 34 }, %struct.code { i8 0, i8 9, i16 164 }, %struct.code { i8 0, i8 8, i16 2 }, %struct.code { i8 0, i8 8, i16 130 }, %struct.code { i8 0, i8 8, i16 66 }, %struct.code { i8 0, i8 9, i16 228 }, %struct.code { i8 16, i8 7, i16 7 }, %struct.code { i8 0, i8 8, i16 90 }, %struct.code { i8 0, i8 8, i16 26 }, %struct.code { i8 0, i8 9, i16 148 }, %struct.code { i8 20, i8 7, i16 67 }, %struct.code { i8 0, i8 8, i16 122 }, %struct.code { i8 0, i8 8, i16 58 }, %struct.code { i8 0, i8 9, i16 212 }, %struct.code { i8 18, i8 7, i16 19 }, %struct.code { i8 0, i8 8, i16 106 }, %struct.code { i8 0, i8 8, i16 42 }, %struct.code { i8 0, i8 9, i16 180 }, %struct.code { i8 0, i8 8, i16 10 }, %struct.code { i8 0, i8 8, i16 138 }, %struct.code { i8 0, i8 8, i16 74 }, %struct.code { i8 0, i8 9, i16 244 }, %struct.code { i8 16, i8 7, i16 5 }, %struct.code { i8 0, i8 8, i16 86 }, %struct.code { i8 0, i8 8, i16 22 }, %struct.code { i8 64, i8 8, i16 0 }, %struct.code { i8 19, i8 7, i16 51 }, %struct.code { i8 0, i8 8, i16 118 }, %struct.code { i8 0, i8 8, i16 54 }, %struct.code { i8 0, i8 9, i16 204 }, %struct.code { i8 17, i8 7, i16 15 }, %struct.code { i8 0, i8 8, i16 102 }, %struct.code { i8 0, i8 8, i16 38 }, %struct.code { i8 0, i8 9, i16 172 }, %struct.code { i8 0, i8 8, i16 6 }, %struct.code { i8 0, i8 8, i16 134 }, %struct.code { i8 0, i8 8, i16 70 }, %struct.code { i8 0, i8 9, i16 236 }, %struct.code { i8 16, i8 7, i16 9 }, %struct.code { i8 0, i8 8, i16 94 }, %struct.code { i8 0, i8 8, i16 30 }, %struct.code { i8 0, i8 9, i16 156 }, %struct.code { i8 20, i8 7, i16 99 }, %struct.code { i8 0, i8 8, i16 126 }, %struct.code { i8 0, i8 8, i16 62 }, %struct.code { i8 0, i8 9, i16 220 }, %struct.code { i8 18, i8 7, i16 27 }, %struct.code { i8 0, i8 8, i16 110 }, %struct.code { i8 0, i8 8, i16 46 }, %struct.code { i8 0, i8 9, i16 188 }, %struct.code { i8 0, i8 8, i16 14 }, %struct.code { i8 0, i8 8, i16 142 }, %struct.code { i8 0, i8 8, i16 78 }, %struct.code { i8 0, i8 9, i16 252 }, %struct.code { i8 96, i8 7, i16 0 }, %struct.code { i8 0, i8 8, i16 81 }, %struct.code { i8 0, i8 8, i16 17 }, %struct.code { i8 21, i8 8, i16 131 }, %struct.code { i8 18, i8 7, i16 31 }, %struct.code { i8 0, i8 8, i16 113 }, %struct.code { i8 0, i8 8, i16 49 }, %struct.code { i8 0, i8 9, i16 194 }, %struct.code { i8 16, i8 7, i16 10 }, %struct.code { i8 0, i8 8, i16 97 }, %struct.code { i8 0, i8 8, i16 33 }, %struct.code { i8 0, i8 9, i16 162 }, %struct.code { i8 0, i8 8, i16 1 }, %struct.code { i8 0, i8 8, i16 129 }, %struct.code { i8 0, i8 8, i16 65 }, %struct.code { i8 0, i8 9, i16 226 }, %struct.code { i8 16, i8 7, i16 6 }, %struct.code { i8 0, i8 8, i16 89 }, %struct.code { i8 0, i8 8, i16 25 }, %struct.code { i8 0, i8 9, i16 146 }, %struct.code { i8 19, i8 7, i16 59 }, %struct.code { i8 0, i8 8, i16 121 }, %struct.code { i8 0, i8 8, i16 57 }, %struct.code { i8 0, i8 9, i16 210 }, %struct.code { i8 17, i8 7, i16 17 }, %struct.code { i8 0, i8 8, i16 105 }, %struct.code { i8 0, i8 8, i16 41 }, %struct.code { i8 0, i8 9, i16 178 }, %struct.code { i8 0, i8 8, i16 9 }, %struct.code { i8 0, i8 8, i16 137 }, %struct.code { i8 0, i8 8, i16 73 }, %struct.code { i8 0, i8 9, i16 242 }, %struct.code { i8 16, i8 7, i16 4 }, %struct.code { i8 0, i8 8, i16 85 }, %struct.code { i8 0, i8 8, i16 21 }, %struct.code { i8 16, i8 8, i16 258 }, %struct.code { i8 19, i8 7, i16 43 }, %struct.code { i8 0, i8 8, i16 117 }, %struct.code { i8 0, i8 8, i16 53 }, %struct.code { i8 0, i8 9, i16 202 }, %struct.code { i8 17, i8 7, i16 13 }, %struct.code { i8 0, i8 8, i16 101 }, %struct.code { i8 0, i8 8, i16 37 }, %struct.code { i8 0, i8 9, i16 170 }, %struct.code { i8 0, i8 8, i16 5 }, %struct.code { i8 0, i8 8, i16 133 }, %struct.code { i8 0, i8 8, i16 69 }, %struct.code { i8 0, i8 9, i16 234 }, %struct.code { i8 16, i8 7, i16 8 }, %struct.code { i8 0, i8 8, i16 93 }, %struct.code { i8 0, i8 8, i16 29 }, %struct.code { i8 0, i8 9, i16 154 }, %struct.code { i8 20, i8 7, i16 83 }, %struct.code { i8 0, i8 8, i16 125 }, %struct.code { i8 0, i8 8, i16 61 }, %struct.code { i8 0, i8 9, i16 218 }, %struct.code { i8 18, i8 7, i16 23 }, %struct.code { i8 0, i8 8, i16 109 }, %struct.code { i8 0, i8 8, i16 45 }, %struct.code { i8 0, i8 9, i16 186 }, %struct.code { i8 0, i8 8, i16 13 }, %struct.code { i8 0, i8 8, i16 141 }, %struct.code { i8 0, i8 8, i16 77 }, %struct.code { i8 0, i8 9, i16 250 }, %struct.code { i8 16, i8 7, i16 3 }, %struct.code { i8 0, i8 8, i16 83 }, %struct.code { i8 0, i8 8, i16 19 }, %struct.code { i8 21, i8 8, i16 195 }, %struct.code { i8 19, i8 7, i16 35 }, %struct.code { i8 0, i8 8, i16 115 }, %struct.code { i8 0, i8 8, i16 51 }, %struct.code { i8 0, i8 9, i16 198 }, %struct.code { i8 17, i8 7, i16 11 }, %struct.code { i8 0, i8 8, i16 99 }, %struct.code { i8 0, i8 8, i16 35 }, %struct.code { i8 0, i8 9, i16 166 }, %struct.code { i8 0, i8 8, i16 3 }, %struct.code { i8 0, i8 8, i16 131 }, %struct.code { i8 0, i8 8, i16 67 }, %struct.code { i8 0, i8 9, i16 230 }, %struct.code { i8 16, i8 7, i16 7 }, %struct.code { i8 0, i8 8, i16 91 }, %struct.code { i8 0, i8 8, i16 27 }, %struct.code { i8 0, i8 9, i16 150 }, %struct.code { i8 20, i8 7, i16 67 }, %struct.code { i8 0, i8 8, i16 123 }, %struct.code { i8 0, i8 8, i16 59 }, %struct.code { i8 0, i8 9, i16 214 }, %struct.code { i8 18, i8 7, i16 19 }, %struct.code { i8 0, i8 8, i16 107 }, %struct.code { i8 0, i8 8, i16 43 }, %struct.code { i8 0, i8 9, i16 182 }, %struct.code { i8 0, i8 8, i16 11 }, %struct.code { i8 0, i8 8, i16 139 }, %struct.code { i8 0, i8 8, i16 75 }, %struct.code { i8 0, i8 9, i16 246 }, %struct.code { i8 16, i8 7, i16 5 }, %struct.code { i8 0, i8 8, i16 87 }, %struct.code { i8 0, i8 8, i16 23 }, %struct.code { i8 64, i8 8, i16 0 }, %struct.code { i8 19, i8 7, i16 51 }, %struct.code { i8 0, i8 8, i16 119 }, %struct.code { i8 0, i8 8, i16 55 }, %struct.code { i8 0, i8 9, i16 206 }, %struct.code { i8 17, i8 7, i16 15 }, %struct.code { i8 0, i8 8, i16 103 }, %struct.code { i8 0, i8 8, i16 39 }, %struct.code { i8 0, i8 9, i16 174 }, %struct.code { i8 0, i8 8, i16 7 }, %struct.code { i8 0, i8 8, i16 135 }, %struct.code { i8 0, i8 8, i16 71 }, %struct.code { i8 0, i8 9, i16 238 }, %struct.code { i8 16, i8 7, i16 9 }, %struct.code { i8 0, i8 8, i16 95 }, %struct.code { i8 0, i8 8, i16 31 }, %struct.code { i8 0, i8 9, i16 158 }, %struct.code { i8 20, i8 7, i16 99 }, %struct.code { i8 0, i8 8, i16 127 }, %struct.code { i8 0, i8 8, i16 63 }, %struct.code { i8 0, i8 9, i16 222 }, %struct.code { i8 18, i8 7, i16 27 }, %struct.code { i8 0, i8 8, i16 111 }, %struct.code { i8 0, i8 8, i16 47 }, %struct.code { i8 0, i8 9, i16 190 }, %struct.code { i8 0, i8 8, i16 15 }, %struct.code { i8 0, i8 8, i16 143 }, %struct.code { i8 0, i8 8, i16 79 }, %struct.code { i8 0, i8 9, i16 254 }, %struct.code { i8 96, i8 7, i16 0 }, %struct.code { i8 0, i8 8, i16 80 }, %struct.code { i8 0, i8 8, i16 16 }, %struct.code { i8 20, i8 8, i16 115 }, %struct.code { i8 18, i8 7, i16 31 }, %struct.code { i8 0, i8 8, i16 112 }, %struct.code { i8 0, i8 8, i16 48 }, %struct.code { i8 0, i8 9, i16 193 }, %struct.code { i8 16, i8 7, i16 10 }, %struct.code { i8 0, i8 8, i16 96 }, %struct.code { i8 0, i8 8, i16 32 }, %struct.code { i8 0, i8 9, i16 161 }, %struct.code { i8 0, i8 8, i16 0 }, %struct.code { i8 0, i8 8, i16 128 }, %struct.code { i8 0, i8 8, i16 64 }, %struct.code { i8 0, i8 9, i16 225 }, %struct.code { i8 16, i8 7, i16 6 }, %struct.code { i8 0, i8 8, i16 88 }, %struct.code { i8 0, i8 8, i16 24 }, %struct.code { i8 0, i8 9, i16 145 }, %struct.code { i8 19, i8 7, i16 59 }, %struct.code { i8 0, i8 8, i16 120 }, %struct.code { i8 0, i8 8, i16 56 }, %struct.code { i8 0, i8 9, i16 209 }, %struct.code { i8 17, i8 7, i16 17 }, %struct.code { i8 0, i8 8, i16 104 }, %struct.code { i8 0, i8 8, i16 40 }, %struct.code { i8 0, i8 9, i16 177 }, %struct.code { i8 0, i8 8, i16 8 }, %struct.code { i8 0, i8 8, i16 136 }, %struct.code { i8 0, i8 8, i16 72 }, %struct.code { i8 0, i8 9, i16 241 }, %struct.code { i8 16, i8 7, i16 4 }, %struct.code { i8 0, i8 8, i16 84 }, %struct.code { i8 0, i8 8, i16 20 }, %struct.code { i8 21, i8 8, i16 227 }, %struct.code { i8 19, i8 7, i16 43 }, %struct.code { i8 0, i8 8, i16 116 }, %struct.code { i8 0, i8 8, i16 52 }, %struct.code { i8 0, i8 9, i16 201 }, %struct.code { i8 17, i8 7, i16 13 }, %struct.code { i8 0, i8 8, i16 100 }, %struct.code { i8 0, i8 8, i16 36 }, %struct.code { i8 0, i8 9, i16 169 }, %struct.code { i8 0, i8 8, i16 4 }, %struct.code { i8 0, i8 8, i16 132 }, %struct.code { i8 0, i8 8, i16 68 }, %struct.code { i8 0, i8 9, i16 233 }, %struct.code { i8 16, i8 7, i16 8 }, %struct.code { i8 0, i8 8, i16 92 }, %struct.code { i8 0, i8 8, i16 28 }, %struct.code { i8 0, i8 9, i16 153 }, %struct.code { i8 20, i8 7, i16 83 }, %struct.code { i8 0, i8 8, i16 124 }, %struct.code { i8 0, i8 8, i16 60 }, %struct.code { i8 0, i8 9, i16 217 }, %struct.code { i8 18, i8 7, i16 23 }, %struct.code { i8 0, i8 8, i16 108 }, %struct.code { i8 0, i8 8, i16 44 }, %struct.code { i8 0, i8 9, i16 185 }, %struct.code { i8 0, i8 8, i16 12 }, %struct.code { i8 0, i8 8, i16 140 }, %struct.code { i8 0, i8 8, i16 76 }, %struct.code { i8 0, i8 9, i16 249 }, %struct.code { i8 16, i8 7, i16 3 }, %struct.code { i8 0, i8 8, i16 82 }, %struct.code { i8 0, i8 8, i16 18 }, %struct.code { i8 21, i8 8, i16 163 }, %struct.code { i8 19, i8 7, i16 35 }, %struct.code { i8 0, i8 8, i16 114 }, %struct.code { i8 0, i8 8, i16 50 }, %struct.code { i8 0, i8 9, i16 197 }, %struct.code { i8 17, i8 7, i16 11 }, %struct.code { i8 0, i8 8, i16 98 }, %struct.code { i8 0, i8 8, i16 34 }, %struct.code { i8 0, i8 9, i16 165 }, %struct.code { i8 0, i8 8, i16 2 }, %struct.code { i8 0, i8 8, i16 130 }, %struct.code { i8 0, i8 8, i16 66 }, %struct.code { i8 0, i8 9, i16 229 }, %struct.code { i8 16, i8 7, i16 7 }, %struct.code { i8 0, i8 8, i16 90 }, %struct.code { i8 0, i8 8, i16 26 }, %struct.code { i8 0, i8 9, i16 149 }, %struct.code { i8 20, i8 7, i16 67 }, %struct.code { i8 0, i8 8, i16 122 }, %struct.code { i8 0, i8 8, i16 58 }, %struct.code { i8 0, i8 9, i16 213 }, %struct.code { i8 18, i8 7, i16 19 }, %struct.code { i8 0, i8 8, i16 106 }, %struct.code { i8 0, i8 8, i16 42 }, %struct.code { i8 0, i8 9, i16 181 }, %struct.code { i8 0, i8 8, i16 10 }, %struct.code { i8 0, i8 8, i16 138 }, %struct.code { i8 0, i8 8, i16 74 }, %struct.code { i8 0, i8 9, i16 245 }, %struct.code { i8 16, i8 7, i16 5 }, %struct.code { i8 0, i8 8, i16 86 }, %struct.code { i8 0, i8 8, i16 22 }, %struct.code { i8 64, i8 8, i16 0 }, %struct.code { i8 19, i8 7, i16 51 }, %struct.code { i8 0, i8 8, i16 118 }, %struct.code { i8 0, i8 8, i16 54 }, %struct.code { i8 0, i8 9, i16 205 }, %struct.code { i8 17, i8 7, i16 15 }, %struct.code { i8 0, i8 8, i16 102 }, %struct.code { i8 0, i8 8, i16 38 }, %struct.code { i8 0, i8 9, i16 173 }, %struct.code { i8 0, i8 8, i16 6 }, %struct.code { i8 0, i8 8, i16 134 }, %struct.code { i8 0, i8 8, i16 70 }, %struct.code { i8 0, i8 9, i16 237 }, %struct.code { i8 16, i8 7, i16 9 }, %struct.code { i8 0, i8 8, i16 94 }, %struct.code { i8 0, i8 8, i16 30 }, %struct.code { i8 0, i8 9, i16 157 }, %struct.code { i8 20, i8 7, i16 99 }, %struct.code { i8 0, i8 8, i16 126 }, %struct.code { i8 0, i8 8, i16 62 }, %struct.code { i8 0, i8 9, i16 221 }, %struct.code { i8 18, i8 7, i16 27 }, %struct.code { i8 0, i8 8, i16 110 }, %struct.code { i8 0, i8 8, i16 46 }, %struct.code { i8 0, i8 9, i16 189 }, %struct.code { i8 0, i8 8, i16 14 }, %struct.code { i8 0, i8 8, i16 142 }, %struct.code { i8 0, i8 8, i16 78 }, %struct.code { i8 0, i8 9, i16 253 }, %struct.code { i8 96, i8 7, i16 0 }, %struct.code { i8 0, i8 8, i16 81 }, %struct.code { i8 0, i8 8, i16 17 }, %struct.code { i8 21, i8 8, i16 131 }, %struct.code { i8 18, i8 7, i16 31 }, %struct.code { i8 0, i8 8, i16 113 }, %struct.code { i8 0, i8 8, i16 49 }, %struct.code { i8 0, i8 9, i16 195 }, %struct.code { i8 16, i8 7, i16 10 }, %struct.code { i8 0, i8 8, i16 97 }, %struct.code { i8 0, i8 8, i16 33 }, %struct.code { i8 0, i8 9, i16 163 }, %struct.code { i8 0, i8 8, i16 1 }, %struct.code { i8 0, i8 8, i16 129 }, %struct.code { i8 0, i8 8, i16 65 }, %struct.code { i8 0, i8 9, i16 227 }, %struct.code { i8 16, i8 7, i16 6 }, %struct.code { i8 0, i8 8, i16 89 }, %struct.code { i8 0, i8 8, i16 25 }, %struct.code { i8 0, i8 9, i16 147 }, %struct.code { i8 19, i8 7, i16 59 }, %struct.code { i8 0, i8 8, i16 121 }, %struct.code { i8 0, i8 8, i16 57 }, %struct.code { i8 0, i8 9, i16 211 }, %struct.code { i8 17, i8 7, i16 17 }, %struct.code { i8 0, i8 8, i16 105 }, %struct.code { i8 0, i8 8, i16 41 }, %struct.code { i8 0, i8 9, i16 179 }, %struct.code { i8 0, i8 8, i16 9 }, %struct.code { i8 0, i8 8, i16 137 }, %struct.code { i8 0, i8 8, i16 73 }, %struct.code { i8 0, i8 9, i16 243 }, %struct.code { i8 16, i8 7, i16 4 }, %struct.code { i8 0, i8 8, i16 85 }, %struct.code { i8 0, i8 8, i16 21 }, %struct.code { i8 16, i8 8, i16 258 }, %struct.code { i8 19, i8 7, i16 43 }, %struct.code { i8 0, i8 8, i16 117 }, %struct.code { i8 0, i8 8, i16 53 }, %struct.code { i8 0, i8 9, i16 203 }, %struct.code { i8 17, i8 7, i16 13 }, %struct.code { i8 0, i8 8, i16 101 }, %struct.code { i8 0, i8 8, i16 37 }, %struct.code { i8 0, i8 9, i16 171 }, %struct.code { i8 0, i8 8, i16 5 }, %struct.code { i8 0, i8 8, i16 133 }, %struct.code { i8 0, i8 8, i16 69 }, %struct.code { i8 0, i8 9, i16 235 }, %struct.code { i8 16, i8 7, i16 8 }, %struct.code { i8 0, i8 8, i16 93 }, %struct.code { i8 0, i8 8, i16 29 }, %struct.code { i8 0, i8 9, i16 155 }, %struct.code { i8 20, i8 7, i16 83 }, %struct.code { i8 0, i8 8, i16 125 }, %struct.code { i8 0, i8 8, i16 61 }, %struct.code { i8 0, i8 9, i16 219 }, %struct.code { i8 18, i8 7, i16 23 }, %struct.code { i8 0, i8 8, i16 109 }, %struct.code { i8 0, i8 8, i16 45 }, %struct.code { i8 0, i8 9, i16 187 }, %struct.code { i8 0, i8 8, i16 13 }, %struct.code { i8 0, i8 8, i16 141 }, %struct.code { i8 0, i8 8, i16 77 }, %struct.code { i8 0, i8 9, i16 251 }, %struct.code { i8 16, i8 7, i16 3 }, %struct.code { i8 0, i8 8, i16 83 }, %struct.code { i8 0, i8 8, i16 19 }, %struct.code { i8 21, i8 8, i16 195 }, %struct.code { i8 19, i8 7, i16 35 }, %struct.code { i8 0, i8 8, i16 115 }, %struct.code { i8 0, i8 8, i16 51 }, %struct.code { i8 0, i8 9, i16 199 }, %struct.code { i8 17, i8 7, i16 11 }, %struct.code { i8 0, i8 8, i16 99 }, %struct.code { i8 0, i8 8, i16 35 }, %struct.code { i8 0, i8 9, i16 167 }, %struct.code { i8 0, i8 8, i16 3 }, %struct.code { i8 0, i8 8, i16 131 }, %struct.code { i8 0, i8 8, i16 67 }, %struct.code { i8 0, i8 9, i16 231 }, %struct.code { i8 16, i8 7, i16 7 }, %struct.code { i8 0, i8 8, i16 91 }, %struct.code { i8 0, i8 8, i16 27 }, %struct.code { i8 0, i8 9, i16 151 }, %struct.code { i8 20, i8 7, i16 67 }, %struct.code { i8 0, i8 8, i16 123 }, %struct.code { i8 0, i8 8, i16 59 }, %struct.code { i8 0, i8 9, i16 215 }, %struct.code { i8 18, i8 7, i16 19 }, %struct.code { i8 0, i8 8, i16 107 }, %struct.code { i8 0, i8 8, i16 43 }, %struct.code { i8 0, i8 9, i16 183 }, %struct.code { i8 0, i8 8, i16 11 }, %struct.code { i8 0, i8 8, i16 139 }, %struct.code { i8 0, i8 8, i16 75 }, %struct.code { i8 0, i8 9, i16 247 }, %struct.code { i8 16, i8 7, i16 5 }, %struct.code { i8 0, i8 8, i16 87 }, %struct.code { i8 0, i8 8, i16 23 }, %struct.code { i8 64, i8 8, i16 0 }, %struct.code { i8 19, i8 7, i16 51 }, %struct.code { i8 0, i8 8, i16 119 }, %struct.code { i8 0, i8 8, i16 55 }, %struct.code { i8 0, i8 9, i16 207 }, %struct.code { i8 17, i8 7, i16 15 }, %struct.code { i8 0, i8 8, i16 103 }, %struct.code { i8 0, i8 8, i16 39 }, %struct.code { i8 0, i8 9, i16 175 }, %struct.code { i8 0, i8 8, i16 7 }, %struct.code { i8 0, i8 8, i16 135 }, %struct.code { i8 0, i8 8, i16 71 }, %struct.code { i8 0, i8 9, i16 239 }, %struct.code { i8 16, i8 7, i16 9 }, %struct.code { i8 0, i8 8, i16 95 }, %struct.code { i8 0, i8 8, i16 31 }, %struct.code { i8 0, i8 9, i16 159 }, %struct.code { i8 20, i8 7, i16 99 }, %struct.code { i8 0, i8 8, i16 127 }, %struct.code { i8 0, i8 8, i16 63 }, %struct.code { i8 0, i8 9, i16 223 }, %struct.code { i8 18, i8 7, i16 27 }, %struct.code { i8 0, i8 8, i16 111 }, %struct.code { i8 0, i8 8, i16 47 }, %struct.code { i8 0, i8 9, i16 191 }, %struct.code { i8 0, i8 8, i16 15 }, %struct.code { i8 0, i8 8, i16 143 }, %struct.code { i8 0, i8 8, i16 79 }, %struct.code { i8 0, i8 9, i16 255 }], align 2
@distfix = internal constant [32 x %struct.code] [%struct.code { i8 16, i8 5, i16 1 }, %struct.code { i8 23, i8 5, i16 257 }, %struct.code { i8 19, i8 5, i16 17 }, %struct.code { i8 27, i8 5, i16 4097 }, %struct.code { i8 17, i8 5, i16 5 }, %struct.code { i8 25, i8 5, i16 1025 }, %struct.code { i8 21, i8 5, i16 65 }, %struct.code { i8 29, i8 5, i16 16385 }, %struct.code { i8 16, i8 5, i16 3 }, %struct.code { i8 24, i8 5, i16 513 }, %struct.code { i8 20, i8 5, i16 33 }, %struct.code { i8 28, i8 5, i16 8193 }, %struct.code { i8 18, i8 5, i16 9 }, %struct.code { i8 26, i8 5, i16 2049 }, %struct.code { i8 22, i8 5, i16 129 }, %struct.code { i8 64, i8 5, i16 0 }, %struct.code { i8 16, i8 5, i16 2 }, %struct.code { i8 23, i8 5, i16 385 }, %struct.code { i8 19, i8 5, i16 25 }, %struct.code { i8 27, i8 5, i16 6145 }, %struct.code { i8 17, i8 5, i16 7 }, %struct.code { i8 25, i8 5, i16 1537 }, %struct.code { i8 21, i8 5, i16 97 }, %struct.code { i8 29, i8 5, i16 24577 }, %struct.code { i8 16, i8 5, i16 4 }, %struct.code { i8 24, i8 5, i16 769 }, %struct.code { i8 20, i8 5, i16 49 }, %struct.code { i8 28, i8 5, i16 12289 }, %struct.code { i8 18, i8 5, i16 13 }, %struct.code { i8 26, i8 5, i16 3073 }, %struct.code { i8 22, i8 5, i16 193 }, %struct.code { i8 64, i8 5, i16 0 }], align 2

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 -1, 2) i32 @inflate_table(i32 noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2, ptr nocapture noundef %3, ptr nocapture noundef %4, ptr nocapture noundef %5) local_unnamed_addr #0 {
  %7 = alloca [16 x i16], align 2
  %8 = alloca [16 x i16], align 2
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 2 dereferenceable(32) %7, i8 0, i64 32, i1 false), !tbaa !6
  %9 = icmp eq i32 %2, 0
  br i1 %9, label %10, label %12

10:                                               ; preds = %6
  %11 = load i32, ptr %4, align 4, !tbaa !10
  br label %29

12:                                               ; preds = %6
  %13 = zext i32 %2 to i64
  br label %14

14:                                               ; preds = %12, %14
  %15 = phi i64 [ 0, %12 ], [ %22, %14 ]
  %16 = getelementptr inbounds i16, ptr %1, i64 %15
  %17 = load i16, ptr %16, align 2, !tbaa !6
  %18 = zext i16 %17 to i64
  %19 = getelementptr inbounds [16 x i16], ptr %7, i64 0, i64 %18
  %20 = load i16, ptr %19, align 2, !tbaa !6
  %21 = add i16 %20, 1
  store i16 %21, ptr %19, align 2, !tbaa !6
  %22 = add nuw nsw i64 %15, 1
  %23 = icmp eq i64 %22, %13
  br i1 %23, label %24, label %14, !llvm.loop !12

24:                                               ; preds = %14
  %25 = getelementptr inbounds i8, ptr %7, i64 30
  %26 = load i16, ptr %25, align 2, !tbaa !6
  %27 = load i32, ptr %4, align 4, !tbaa !10
  %28 = icmp eq i16 %26, 0
  br i1 %28, label %29, label %98

29:                                               ; preds = %10, %24
  %30 = phi i32 [ %11, %10 ], [ %27, %24 ]
  %31 = getelementptr inbounds i8, ptr %7, i64 28
  %32 = load i16, ptr %31, align 2, !tbaa !6
  %33 = icmp eq i16 %32, 0
  br i1 %33, label %34, label %98

34:                                               ; preds = %29
  %35 = getelementptr inbounds i8, ptr %7, i64 26
  %36 = load i16, ptr %35, align 2, !tbaa !6
  %37 = icmp eq i16 %36, 0
  br i1 %37, label %38, label %98

38:                                               ; preds = %34
  %39 = getelementptr inbounds i8, ptr %7, i64 24
  %40 = load i16, ptr %39, align 2, !tbaa !6
  %41 = icmp eq i16 %40, 0
  br i1 %41, label %42, label %98

42:                                               ; preds = %38
  %43 = getelementptr inbounds i8, ptr %7, i64 22
  %44 = load i16, ptr %43, align 2, !tbaa !6
  %45 = icmp eq i16 %44, 0
  br i1 %45, label %46, label %98

46:                                               ; preds = %42
  %47 = getelementptr inbounds i8, ptr %7, i64 20
  %48 = load i16, ptr %47, align 2, !tbaa !6
  %49 = icmp eq i16 %48, 0
  br i1 %49, label %50, label %98

50:                                               ; preds = %46
  %51 = getelementptr inbounds i8, ptr %7, i64 18
  %52 = load i16, ptr %51, align 2, !tbaa !6
  %53 = icmp eq i16 %52, 0
  br i1 %53, label %54, label %98

54:                                               ; preds = %50
  %55 = getelementptr inbounds i8, ptr %7, i64 16
  %56 = load i16, ptr %55, align 2, !tbaa !6
  %57 = icmp eq i16 %56, 0
  br i1 %57, label %58, label %98

58:                                               ; preds = %54
  %59 = getelementptr inbounds i8, ptr %7, i64 14
  %60 = load i16, ptr %59, align 2, !tbaa !6
  %61 = icmp eq i16 %60, 0
  br i1 %61, label %62, label %98

62:                                               ; preds = %58
  %63 = getelementptr inbounds i8, ptr %7, i64 12
  %64 = load i16, ptr %63, align 2, !tbaa !6
  %65 = icmp eq i16 %64, 0
  br i1 %65, label %66, label %98

66:                                               ; preds = %62
  %67 = getelementptr inbounds i8, ptr %7, i64 10
  %68 = load i16, ptr %67, align 2, !tbaa !6
  %69 = icmp eq i16 %68, 0
  br i1 %69, label %70, label %98

70:                                               ; preds = %66
  %71 = getelementptr inbounds i8, ptr %7, i64 8
  %72 = load i16, ptr %71, align 2, !tbaa !6
  %73 = icmp eq i16 %72, 0
  br i1 %73, label %74, label %98

74:                                               ; preds = %70
  %75 = getelementptr inbounds i8, ptr %7, i64 6
  %76 = load i16, ptr %75, align 2, !tbaa !6
  %77 = icmp eq i16 %76, 0
  br i1 %77, label %78, label %98

78:                                               ; preds = %74
  %79 = getelementptr inbounds i8, ptr %7, i64 4
  %80 = load i16, ptr %79, align 2, !tbaa !6
  %81 = icmp eq i16 %80, 0
  br i1 %81, label %82, label %98

82:                                               ; preds = %78
  %83 = getelementptr inbounds i8, ptr %7, i64 2
  %84 = load i16, ptr %83, align 2, !tbaa !6
  %85 = icmp eq i16 %84, 0
  br i1 %85, label %86, label %95

86:                                               ; preds = %82
  %87 = load ptr, ptr %3, align 8, !tbaa !14
  %88 = getelementptr inbounds i8, ptr %87, i64 4
  store ptr %88, ptr %3, align 8, !tbaa !14
  store i8 64, ptr %87, align 2, !tbaa !16
  %89 = getelementptr inbounds i8, ptr %87, i64 1
  store i8 1, ptr %89, align 1, !tbaa !16
  %90 = getelementptr inbounds i8, ptr %87, i64 2
  store i16 0, ptr %90, align 2, !tbaa !6
  %91 = load ptr, ptr %3, align 8, !tbaa !14
  %92 = getelementptr inbounds i8, ptr %91, i64 4
  store ptr %92, ptr %3, align 8, !tbaa !14
  store i8 64, ptr %91, align 2, !tbaa !16
  %93 = getelementptr inbounds i8, ptr %91, i64 1
  store i8 1, ptr %93, align 1, !tbaa !16
  %94 = getelementptr inbounds i8, ptr %91, i64 2
  store i16 0, ptr %94, align 2, !tbaa !6
  br label %432

95:                                               ; preds = %82
  %96 = icmp ne i32 %30, 0
  %97 = zext i1 %96 to i32
  br label %114

98:                                               ; preds = %24, %29, %34, %38, %42, %46, %50, %54, %58, %62, %66, %70, %74, %78
  %99 = phi i32 [ %30, %78 ], [ %30, %74 ], [ %30, %70 ], [ %30, %66 ], [ %30, %62 ], [ %30, %58 ], [ %30, %54 ], [ %30, %50 ], [ %30, %46 ], [ %30, %42 ], [ %30, %38 ], [ %30, %34 ], [ %30, %29 ], [ %27, %24 ]
  %100 = phi i16 [ 0, %78 ], [ 0, %74 ], [ 0, %70 ], [ 0, %66 ], [ 0, %62 ], [ 0, %58 ], [ 0, %54 ], [ 0, %50 ], [ 0, %46 ], [ 0, %42 ], [ 0, %38 ], [ 0, %34 ], [ 0, %29 ], [ %26, %24 ]
  %101 = phi i32 [ 2, %78 ], [ 3, %74 ], [ 4, %70 ], [ 5, %66 ], [ 6, %62 ], [ 7, %58 ], [ 8, %54 ], [ 9, %50 ], [ 10, %46 ], [ 11, %42 ], [ 12, %38 ], [ 13, %34 ], [ 14, %29 ], [ 15, %24 ]
  %102 = tail call i32 @llvm.umin.i32(i32 %99, i32 %101)
  %103 = zext nneg i32 %101 to i64
  br label %104

104:                                              ; preds = %98, %109
  %105 = phi i64 [ 1, %98 ], [ %110, %109 ]
  %106 = getelementptr inbounds [16 x i16], ptr %7, i64 0, i64 %105
  %107 = load i16, ptr %106, align 2, !tbaa !6
  %108 = icmp eq i16 %107, 0
  br i1 %108, label %109, label %112

109:                                              ; preds = %104
  %110 = add nuw nsw i64 %105, 1
  %111 = icmp eq i64 %110, %103
  br i1 %111, label %114, label %104, !llvm.loop !17

112:                                              ; preds = %104
  %113 = trunc nuw nsw i64 %105 to i32
  br label %114

114:                                              ; preds = %109, %112, %95
  %115 = phi i32 [ %97, %95 ], [ %102, %112 ], [ %102, %109 ]
  %116 = phi i32 [ 1, %95 ], [ %101, %112 ], [ %101, %109 ]
  %117 = phi i1 [ false, %95 ], [ true, %112 ], [ true, %109 ]
  %118 = phi i16 [ 0, %95 ], [ %100, %112 ], [ %100, %109 ]
  %119 = phi i32 [ 1, %95 ], [ %113, %112 ], [ %101, %109 ]
  %120 = tail call i32 @llvm.umax.i32(i32 %115, i32 %119)
  %121 = getelementptr inbounds i8, ptr %7, i64 2
  %122 = load i16, ptr %121, align 2, !tbaa !6
  %123 = icmp ugt i16 %122, 2
  br i1 %123, label %434, label %124

124:                                              ; preds = %114
  %125 = shl nuw nsw i16 %122, 1
  %126 = zext nneg i16 %125 to i32
  %127 = getelementptr inbounds i8, ptr %7, i64 4
  %128 = load i16, ptr %127, align 2, !tbaa !6
  %129 = zext i16 %128 to i32
  %130 = add nuw nsw i32 %126, %129
  %131 = icmp ugt i32 %130, 4
  br i1 %131, label %434, label %132

132:                                              ; preds = %124
  %133 = shl nuw nsw i32 %130, 1
  %134 = getelementptr inbounds i8, ptr %7, i64 6
  %135 = load i16, ptr %134, align 2, !tbaa !6
  %136 = zext i16 %135 to i32
  %137 = add nuw nsw i32 %133, %136
  %138 = icmp ugt i32 %137, 8
  br i1 %138, label %434, label %139

139:                                              ; preds = %132
  %140 = shl nuw nsw i32 %137, 1
  %141 = getelementptr inbounds i8, ptr %7, i64 8
  %142 = load i16, ptr %141, align 2, !tbaa !6
  %143 = zext i16 %142 to i32
  %144 = add nuw nsw i32 %140, %143
  %145 = icmp ugt i32 %144, 16
  br i1 %145, label %434, label %146

146:                                              ; preds = %139
  %147 = shl nuw nsw i32 %144, 1
  %148 = getelementptr inbounds i8, ptr %7, i64 10
  %149 = load i16, ptr %148, align 2, !tbaa !6
  %150 = zext i16 %149 to i32
  %151 = add nuw nsw i32 %147, %150
  %152 = icmp ugt i32 %151, 32
  br i1 %152, label %434, label %153

153:                                              ; preds = %146
  %154 = shl nuw nsw i32 %151, 1
  %155 = getelementptr inbounds i8, ptr %7, i64 12
  %156 = load i16, ptr %155, align 2, !tbaa !6
  %157 = zext i16 %156 to i32
  %158 = add nuw nsw i32 %154, %157
  %159 = icmp ugt i32 %158, 64
  br i1 %159, label %434, label %160

160:                                              ; preds = %153
  %161 = shl nuw nsw i32 %158, 1
  %162 = getelementptr inbounds i8, ptr %7, i64 14
  %163 = load i16, ptr %162, align 2, !tbaa !6
  %164 = zext i16 %163 to i32
  %165 = add nuw nsw i32 %161, %164
  %166 = icmp ugt i32 %165, 128
  br i1 %166, label %434, label %167

167:                                              ; preds = %160
  %168 = shl nuw nsw i32 %165, 1
  %169 = getelementptr inbounds i8, ptr %7, i64 16
  %170 = load i16, ptr %169, align 2, !tbaa !6
  %171 = zext i16 %170 to i32
  %172 = add nuw nsw i32 %168, %171
  %173 = icmp ugt i32 %172, 256
  br i1 %173, label %434, label %174

174:                                              ; preds = %167
  %175 = shl nuw nsw i32 %172, 1
  %176 = getelementptr inbounds i8, ptr %7, i64 18
  %177 = load i16, ptr %176, align 2, !tbaa !6
  %178 = zext i16 %177 to i32
  %179 = add nuw nsw i32 %175, %178
  %180 = icmp ugt i32 %179, 512
  br i1 %180, label %434, label %181

181:                                              ; preds = %174
  %182 = shl nuw nsw i32 %179, 1
  %183 = getelementptr inbounds i8, ptr %7, i64 20
  %184 = load i16, ptr %183, align 2, !tbaa !6
  %185 = zext i16 %184 to i32
  %186 = add nuw nsw i32 %182, %185
  %187 = icmp ugt i32 %186, 1024
  br i1 %187, label %434, label %188

188:                                              ; preds = %181
  %189 = shl nuw nsw i32 %186, 1
  %190 = getelementptr inbounds i8, ptr %7, i64 22
  %191 = load i16, ptr %190, align 2, !tbaa !6
  %192 = zext i16 %191 to i32
  %193 = add nuw nsw i32 %189, %192
  %194 = icmp ugt i32 %193, 2048
  br i1 %194, label %434, label %195

195:                                              ; preds = %188
  %196 = shl nuw nsw i32 %193, 1
  %197 = getelementptr inbounds i8, ptr %7, i64 24
  %198 = load i16, ptr %197, align 2, !tbaa !6
  %199 = zext i16 %198 to i32
  %200 = add nuw nsw i32 %196, %199
  %201 = icmp ugt i32 %200, 4096
  br i1 %201, label %434, label %202

202:                                              ; preds = %195
  %203 = shl nuw nsw i32 %200, 1
  %204 = getelementptr inbounds i8, ptr %7, i64 26
  %205 = load i16, ptr %204, align 2, !tbaa !6
  %206 = zext i16 %205 to i32
  %207 = add nuw nsw i32 %203, %206
  %208 = icmp ugt i32 %207, 8192
  br i1 %208, label %434, label %209

209:                                              ; preds = %202
  %210 = shl nuw nsw i32 %207, 1
  %211 = getelementptr inbounds i8, ptr %7, i64 28
  %212 = load i16, ptr %211, align 2, !tbaa !6
  %213 = zext i16 %212 to i32
  %214 = add nuw nsw i32 %210, %213
  %215 = icmp ugt i32 %214, 16384
  br i1 %215, label %434, label %216

216:                                              ; preds = %209
  %217 = shl nuw nsw i32 %214, 1
  %218 = zext i16 %118 to i32
  %219 = add nuw nsw i32 %217, %218
  %220 = icmp ugt i32 %219, 32768
  br i1 %220, label %434, label %221

221:                                              ; preds = %216
  %222 = icmp ne i32 %219, 32768
  %223 = icmp eq i32 %0, 0
  %224 = or i1 %223, %117
  %225 = and i1 %222, %224
  br i1 %225, label %434, label %226

226:                                              ; preds = %221
  %227 = getelementptr inbounds i8, ptr %8, i64 2
  store i16 0, ptr %227, align 2, !tbaa !6
  %228 = getelementptr inbounds i8, ptr %8, i64 4
  store i16 %122, ptr %228, align 2, !tbaa !6
  %229 = add i16 %128, %122
  %230 = getelementptr inbounds i8, ptr %8, i64 6
  store i16 %229, ptr %230, align 2, !tbaa !6
  %231 = add i16 %135, %229
  %232 = getelementptr inbounds i8, ptr %8, i64 8
  store i16 %231, ptr %232, align 2, !tbaa !6
  %233 = add i16 %142, %231
  %234 = getelementptr inbounds i8, ptr %8, i64 10
  store i16 %233, ptr %234, align 2, !tbaa !6
  %235 = add i16 %149, %233
  %236 = getelementptr inbounds i8, ptr %8, i64 12
  store i16 %235, ptr %236, align 2, !tbaa !6
  %237 = add i16 %156, %235
  %238 = getelementptr inbounds i8, ptr %8, i64 14
  store i16 %237, ptr %238, align 2, !tbaa !6
  %239 = add i16 %163, %237
  %240 = getelementptr inbounds i8, ptr %8, i64 16
  store i16 %239, ptr %240, align 2, !tbaa !6
  %241 = add i16 %170, %239
  %242 = getelementptr inbounds i8, ptr %8, i64 18
  store i16 %241, ptr %242, align 2, !tbaa !6
  %243 = add i16 %177, %241
  %244 = getelementptr inbounds i8, ptr %8, i64 20
  store i16 %243, ptr %244, align 2, !tbaa !6
  %245 = add i16 %184, %243
  %246 = getelementptr inbounds i8, ptr %8, i64 22
  store i16 %245, ptr %246, align 2, !tbaa !6
  %247 = add i16 %191, %245
  %248 = getelementptr inbounds i8, ptr %8, i64 24
  store i16 %247, ptr %248, align 2, !tbaa !6
  %249 = add i16 %198, %247
  %250 = getelementptr inbounds i8, ptr %8, i64 26
  store i16 %249, ptr %250, align 2, !tbaa !6
  %251 = add i16 %205, %249
  %252 = getelementptr inbounds i8, ptr %8, i64 28
  store i16 %251, ptr %252, align 2, !tbaa !6
  %253 = add i16 %212, %251
  %254 = getelementptr inbounds i8, ptr %8, i64 30
  store i16 %253, ptr %254, align 2, !tbaa !6
  br i1 %9, label %273, label %255

255:                                              ; preds = %226
  %256 = zext i32 %2 to i64
  br label %257

257:                                              ; preds = %255, %270
  %258 = phi i64 [ 0, %255 ], [ %271, %270 ]
  %259 = getelementptr inbounds i16, ptr %1, i64 %258
  %260 = load i16, ptr %259, align 2, !tbaa !6
  %261 = icmp eq i16 %260, 0
  br i1 %261, label %270, label %262

262:                                              ; preds = %257
  %263 = trunc i64 %258 to i16
  %264 = zext i16 %260 to i64
  %265 = getelementptr inbounds [16 x i16], ptr %8, i64 0, i64 %264
  %266 = load i16, ptr %265, align 2, !tbaa !6
  %267 = add i16 %266, 1
  store i16 %267, ptr %265, align 2, !tbaa !6
  %268 = zext i16 %266 to i64
  %269 = getelementptr inbounds i16, ptr %5, i64 %268
  store i16 %263, ptr %269, align 2, !tbaa !6
  br label %270

270:                                              ; preds = %257, %262
  %271 = add nuw nsw i64 %258, 1
  %272 = icmp eq i64 %271, %256
  br i1 %272, label %273, label %257, !llvm.loop !18

273:                                              ; preds = %270, %226
  switch i32 %0, label %279 [
    i32 0, label %274
    i32 1, label %275
    i32 2, label %277
  ]

274:                                              ; preds = %273
  br label %279

275:                                              ; preds = %273
  %276 = icmp ugt i32 %120, 9
  br i1 %276, label %434, label %279

277:                                              ; preds = %273
  %278 = icmp ugt i32 %120, 9
  br i1 %278, label %434, label %279

279:                                              ; preds = %273, %274, %275, %277
  %280 = phi i1 [ true, %277 ], [ false, %275 ], [ false, %274 ], [ false, %273 ]
  %281 = phi ptr [ @inflate_table.dbase, %277 ], [ @inflate_table.lbase, %275 ], [ null, %274 ], [ null, %273 ]
  %282 = phi ptr [ @inflate_table.dext, %277 ], [ @inflate_table.lext, %275 ], [ null, %274 ], [ null, %273 ]
  %283 = phi i32 [ 0, %277 ], [ 257, %275 ], [ 20, %274 ], [ 0, %273 ]
  %284 = phi i1 [ false, %277 ], [ true, %275 ], [ false, %274 ], [ false, %273 ]
  %285 = shl nuw i32 1, %120
  %286 = add i32 %285, -1
  %287 = load ptr, ptr %3, align 8, !tbaa !14
  %288 = trunc i32 %120 to i8
  br label %289

289:                                              ; preds = %409, %279
  %290 = phi i32 [ %366, %409 ], [ %119, %279 ]
  %291 = phi i32 [ %349, %409 ], [ 0, %279 ]
  %292 = phi i32 [ %402, %409 ], [ %120, %279 ]
  %293 = phi i32 [ %374, %409 ], [ 0, %279 ]
  %294 = phi i32 [ %403, %409 ], [ %285, %279 ]
  %295 = phi i32 [ %348, %409 ], [ 0, %279 ]
  %296 = phi i32 [ %369, %409 ], [ -1, %279 ]
  %297 = phi ptr [ %376, %409 ], [ %287, %279 ]
  %298 = shl nuw i32 1, %292
  br label %299

299:                                              ; preds = %371, %289
  %300 = phi i32 [ %290, %289 ], [ %366, %371 ]
  %301 = phi i32 [ %291, %289 ], [ %349, %371 ]
  %302 = phi i32 [ %295, %289 ], [ %348, %371 ]
  %303 = sub i32 %300, %293
  %304 = trunc i32 %303 to i8
  %305 = zext i32 %301 to i64
  %306 = getelementptr inbounds i16, ptr %5, i64 %305
  %307 = load i16, ptr %306, align 2, !tbaa !6
  %308 = zext i16 %307 to i32
  %309 = add nuw nsw i32 %308, 1
  %310 = icmp ult i32 %309, %283
  br i1 %310, label %321, label %311

311:                                              ; preds = %299
  %312 = icmp ugt i32 %283, %308
  br i1 %312, label %321, label %313

313:                                              ; preds = %311
  %314 = sub nsw i32 %308, %283
  %315 = zext i32 %314 to i64
  %316 = getelementptr inbounds i16, ptr %282, i64 %315
  %317 = load i16, ptr %316, align 2, !tbaa !6
  %318 = trunc i16 %317 to i8
  %319 = getelementptr inbounds i16, ptr %281, i64 %315
  %320 = load i16, ptr %319, align 2, !tbaa !6
  br label %321

321:                                              ; preds = %311, %299, %313
  %322 = phi i16 [ %320, %313 ], [ %307, %299 ], [ 0, %311 ]
  %323 = phi i8 [ %318, %313 ], [ 0, %299 ], [ 96, %311 ]
  %324 = shl nsw i32 -1, %303
  %325 = lshr i32 %302, %293
  br label %326

326:                                              ; preds = %326, %321
  %327 = phi i32 [ %298, %321 ], [ %328, %326 ]
  %328 = add i32 %327, %324
  %329 = add i32 %328, %325
  %330 = zext i32 %329 to i64
  %331 = getelementptr inbounds %struct.code, ptr %297, i64 %330
  store i8 %323, ptr %331, align 2, !tbaa !16
  %332 = getelementptr inbounds i8, ptr %331, i64 1
  store i8 %304, ptr %332, align 1, !tbaa !16
  %333 = getelementptr inbounds i8, ptr %331, i64 2
  store i16 %322, ptr %333, align 2, !tbaa !6
  %334 = icmp eq i32 %328, 0
  br i1 %334, label %335, label %326, !llvm.loop !19

335:                                              ; preds = %326
  %336 = add i32 %300, -1
  %337 = shl nuw i32 1, %336
  br label %338

338:                                              ; preds = %338, %335
  %339 = phi i32 [ %337, %335 ], [ %342, %338 ]
  %340 = and i32 %339, %302
  %341 = icmp eq i32 %340, 0
  %342 = lshr i32 %339, 1
  br i1 %341, label %343, label %338, !llvm.loop !20

343:                                              ; preds = %338
  %344 = icmp eq i32 %339, 0
  %345 = add i32 %339, -1
  %346 = and i32 %345, %302
  %347 = add i32 %346, %339
  %348 = select i1 %344, i32 0, i32 %347
  %349 = add i32 %301, 1
  %350 = zext i32 %300 to i64
  %351 = getelementptr inbounds [16 x i16], ptr %7, i64 0, i64 %350
  %352 = load i16, ptr %351, align 2, !tbaa !6
  %353 = add i16 %352, -1
  store i16 %353, ptr %351, align 2, !tbaa !6
  %354 = icmp eq i16 %353, 0
  br i1 %354, label %355, label %365

355:                                              ; preds = %343
  %356 = icmp eq i32 %300, %116
  br i1 %356, label %421, label %357

357:                                              ; preds = %355
  %358 = zext i32 %349 to i64
  %359 = getelementptr inbounds i16, ptr %5, i64 %358
  %360 = load i16, ptr %359, align 2, !tbaa !6
  %361 = zext i16 %360 to i64
  %362 = getelementptr inbounds i16, ptr %1, i64 %361
  %363 = load i16, ptr %362, align 2, !tbaa !6
  %364 = zext i16 %363 to i32
  br label %365

365:                                              ; preds = %357, %343
  %366 = phi i32 [ %364, %357 ], [ %300, %343 ]
  %367 = icmp ugt i32 %366, %120
  br i1 %367, label %368, label %371

368:                                              ; preds = %365
  %369 = and i32 %348, %286
  %370 = icmp eq i32 %369, %296
  br i1 %370, label %371, label %372

371:                                              ; preds = %368, %365
  br label %299

372:                                              ; preds = %368
  %373 = icmp eq i32 %293, 0
  %374 = select i1 %373, i32 %120, i32 %293
  %375 = zext i32 %298 to i64
  %376 = getelementptr inbounds %struct.code, ptr %297, i64 %375
  %377 = sub i32 %366, %374
  %378 = shl nuw i32 1, %377
  %379 = icmp ult i32 %366, %116
  br i1 %379, label %380, label %400

380:                                              ; preds = %372
  %381 = sub i32 %116, %374
  br label %382

382:                                              ; preds = %380, %392
  %383 = phi i32 [ %395, %392 ], [ %366, %380 ]
  %384 = phi i32 [ %394, %392 ], [ %378, %380 ]
  %385 = phi i32 [ %393, %392 ], [ %377, %380 ]
  %386 = zext i32 %383 to i64
  %387 = getelementptr inbounds [16 x i16], ptr %7, i64 0, i64 %386
  %388 = load i16, ptr %387, align 2, !tbaa !6
  %389 = zext i16 %388 to i32
  %390 = sub nsw i32 %384, %389
  %391 = icmp slt i32 %390, 1
  br i1 %391, label %397, label %392

392:                                              ; preds = %382
  %393 = add i32 %385, 1
  %394 = shl nuw i32 %390, 1
  %395 = add i32 %393, %374
  %396 = icmp ult i32 %395, %116
  br i1 %396, label %382, label %397, !llvm.loop !21

397:                                              ; preds = %382, %392
  %398 = phi i32 [ %381, %392 ], [ %385, %382 ]
  %399 = shl nuw i32 1, %398
  br label %400

400:                                              ; preds = %397, %372
  %401 = phi i32 [ %399, %397 ], [ %378, %372 ]
  %402 = phi i32 [ %398, %397 ], [ %377, %372 ]
  %403 = add i32 %401, %294
  %404 = icmp ugt i32 %403, 852
  %405 = select i1 %284, i1 %404, i1 false
  %406 = icmp ugt i32 %403, 592
  %407 = select i1 %280, i1 %406, i1 false
  %408 = select i1 %405, i1 true, i1 %407
  br i1 %408, label %434, label %409

409:                                              ; preds = %400
  %410 = trunc i32 %402 to i8
  %411 = load ptr, ptr %3, align 8, !tbaa !14
  %412 = zext i32 %369 to i64
  %413 = getelementptr inbounds %struct.code, ptr %411, i64 %412
  store i8 %410, ptr %413, align 2, !tbaa !22
  %414 = getelementptr inbounds %struct.code, ptr %411, i64 %412, i32 1
  store i8 %288, ptr %414, align 1, !tbaa !24
  %415 = ptrtoint ptr %376 to i64
  %416 = ptrtoint ptr %411 to i64
  %417 = sub i64 %415, %416
  %418 = lshr exact i64 %417, 2
  %419 = trunc i64 %418 to i16
  %420 = getelementptr inbounds %struct.code, ptr %411, i64 %412, i32 2
  store i16 %419, ptr %420, align 2, !tbaa !25
  br label %289

421:                                              ; preds = %355
  %422 = icmp eq i32 %348, 0
  br i1 %422, label %428, label %423

423:                                              ; preds = %421
  %424 = zext i32 %348 to i64
  %425 = getelementptr inbounds %struct.code, ptr %297, i64 %424
  store i8 64, ptr %425, align 2, !tbaa !16
  %426 = getelementptr inbounds i8, ptr %425, i64 1
  store i8 %304, ptr %426, align 1, !tbaa !16
  %427 = getelementptr inbounds i8, ptr %425, i64 2
  store i16 0, ptr %427, align 2, !tbaa !6
  br label %428

428:                                              ; preds = %423, %421
  %429 = load ptr, ptr %3, align 8, !tbaa !14
  %430 = zext i32 %294 to i64
  %431 = getelementptr inbounds %struct.code, ptr %429, i64 %430
  store ptr %431, ptr %3, align 8, !tbaa !14
  br label %432

432:                                              ; preds = %86, %428
  %433 = phi i32 [ %120, %428 ], [ 1, %86 ]
  store i32 %433, ptr %4, align 4, !tbaa !10
  br label %434

434:                                              ; preds = %400, %432, %221, %114, %124, %132, %139, %146, %153, %160, %167, %174, %181, %188, %195, %202, %209, %216, %275, %277
  %435 = phi i32 [ 1, %277 ], [ 1, %275 ], [ -1, %216 ], [ -1, %209 ], [ -1, %202 ], [ -1, %195 ], [ -1, %188 ], [ -1, %181 ], [ -1, %174 ], [ -1, %167 ], [ -1, %160 ], [ -1, %153 ], [ -1, %146 ], [ -1, %139 ], [ -1, %132 ], [ -1, %124 ], [ -1, %114 ], [ -1, %221 ], [ 0, %432 ], [ 1, %400 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #5
  ret i32 %435
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @inflate_fixed(ptr nocapture noundef writeonly %0) local_unnamed_addr #2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 104
  store ptr @lenfix, ptr %2, align 8, !tbaa !26
  %3 = getelementptr inbounds i8, ptr %0, i64 120
  %4 = getelementptr inbounds i8, ptr %0, i64 112
  store ptr @distfix, ptr %4, align 8, !tbaa !29
  store <2 x i32> <i32 9, i32 5>, ptr %3, align 8, !tbaa !10
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"short", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !8, i64 0}
!16 = !{!8, !8, i64 0}
!17 = distinct !{!17, !13}
!18 = distinct !{!18, !13}
!19 = distinct !{!19, !13}
!20 = distinct !{!20, !13}
!21 = distinct !{!21, !13}
!22 = !{!23, !8, i64 0}
!23 = !{!"", !8, i64 0, !8, i64 1, !7, i64 2}
!24 = !{!23, !8, i64 1}
!25 = !{!23, !7, i64 2}
!26 = !{!27, !15, i64 104}
!27 = !{!"inflate_state", !15, i64 0, !11, i64 8, !11, i64 12, !11, i64 16, !11, i64 20, !11, i64 24, !11, i64 28, !28, i64 32, !28, i64 40, !15, i64 48, !11, i64 56, !11, i64 60, !11, i64 64, !11, i64 68, !15, i64 72, !28, i64 80, !11, i64 88, !11, i64 92, !11, i64 96, !11, i64 100, !15, i64 104, !15, i64 112, !11, i64 120, !11, i64 124, !11, i64 128, !11, i64 132, !11, i64 136, !11, i64 140, !15, i64 144, !8, i64 152, !8, i64 792, !8, i64 1368, !11, i64 7144, !11, i64 7148, !11, i64 7152}
!28 = !{!"long", !8, i64 0}
!29 = !{!27, !15, i64 112}
