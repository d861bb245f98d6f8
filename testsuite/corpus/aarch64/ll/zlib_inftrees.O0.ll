; ModuleID = 'src/zlib/inftrees.c'
source_filename = "src/zlib/inftrees.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.code = type { i8, i8, i16 }
%struct.inflate_state = type { ptr, i32, i32, i32, i32, i32, i32, i64, i64, ptr, i32, i32, i32, i32, ptr, i64, i32, i32, i32, i32, ptr, ptr, i32, i32, i32, i32, i32, i32, ptr, [320 x i16], [288 x i16], [1444 x %struct.code], i32, i32, i32 }

@inflate_copyright = dso_local constant [47 x i8] c" inflate 1.3.2 Copyright 1995-2026 Mark Adler \00", align 1
@inflate_table.lbase = internal constant [31 x i16] [i16 3, i16 4, i16 5, i16 6, i16 7, i16 8, i16 9, i16 10, i16 11, i16 13, i16 15, i16 17, i16 19, i16 23, i16 27, i16 31, i16 35, i16 43, i16 51, i16 59, i16 67, i16 83, i16 99, i16 115, i16 131, i16 163, i16 195, i16 227, i16 258, i16 0, i16 0], align 2
@inflate_table.lext = internal constant [31 x i16] [i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 17, i16 17, i16 17, i16 17, i16 18, i16 18, i16 18, i16 18, i16 19, i16 19, i16 19, i16 19, i16 20, i16 20, i16 20, i16 20, i16 21, i16 21, i16 21, i16 21, i16 16, i16 199, i16 75], align 2
@inflate_table.dbase = internal constant [32 x i16] [i16 1, i16 2, i16 3, i16 4, i16 5, i16 7, i16 9, i16 13, i16 17, i16 25, i16 33, i16 49, i16 65, i16 97, i16 129, i16 193, i16 257, i16 385, i16 513, i16 769, i16 1025, i16 1537, i16 2049, i16 3073, i16 4097, i16 6145, i16 8193, i16 12289, i16 16385, i16 24577, i16 0, i16 0], align 2
@inflate_table.dext = internal constant [32 x i16] [i16 16, i16 16, i16 16, i16 16, i16 17, i16 17, i16 18, i16 18, i16 19, i16 19, i16 20, i16 20, i16 21, i16 21, i16 22, i16 22, i16 23, i16 23, i16 24, i16 24, i16 25, i16 25, i16 26, i16 26, i16 27, i16 27, i16 28, i16 28, i16 29, i16 29, i16 64, i16 64], align 2
@lenfix = internal constant [512 x %struct.code] [%struct.code { i8 96, i8 7, i16 0 }, %struct.code { i8 0, i8 8, i16 80 }, %struct.code { i8 0, i8 8, i16 16 }, %struct.code { i8 20, i8 8, i16 115 }, %struct.code { i8 18, i8 7, i16 31 }, %struct.code { i8 0, i8 8, i16 112 }, %struct.code { i8 0, i8 8, i16 48 }, %struct.code { i8 0, i8 9, i16 192 }, %struct.code { i8 16, i8 7, i16 10 }, %struct.code { i8 0, i8 8, i16 96 }, %struct.code { i8 0, i8 8, i16 32 }, %struct.code { i8 0, i8 9, i16 160 }, %struct.code { i8 0, i8 8, i16 0 }, %struct.code { i8 0, i8 8, i16 128 }, %struct.code { i8 0, i8 8, i16 64 }, %struct.code { i8 0, i8 9, i16 224 }, %struct.code { i8 16, i8 7, i16 6 }, %struct.code { i8 0, i8 8, i16 88 }, %struct.code { i8 0, i8 8, i16 24 }, %struct.code { i8 0, i8 9, i16 144 }, %struct.code { i8 19, i8 7, i16 59 }, %struct.code { i8 0, i8 8, i16 120 }, %struct.code { i8 0, i8 8, i16 56 }, %struct.code { i8 0, i8 9, i16 208 }, %struct.code { i8 17, i8 7, i16 17 }, %struct.code { i8 0, i8 8, i16 104 }, %struct.code { i8 0, i8 8, i16 40 }, %struct.code { i8 0, i8 9, i16 176 }, %struct.code { i8 0, i8 8, i16 8 }, %struct.code { i8 0, i8 8, i16 136 }, %struct.code { i8 0, i8 8, i16 72 }, %struct.code { i8 0, i8 9, i16 240 }, %struct.code { i8 16, i8 7, i16 4 }, %struct.code { i8 0, i8 8, i16 84 }, %struct.code { i8 0, i8 8, i16 20 }, %struct.code { i8 21, i8 8, i16 227 }, %struct.code { i8 19, i8 7, i16 43 }, %struct.code { i8 0, i8 8, i16 116 }, %struct.code { i8 0, i8 8, i16 52 }, %struct.code { i8 0, i8 9, i16 200 }, %struct.code { i8 17, i8 7, i16 13 }, %struct.code { i8 0, i8 8, i16 100 }, %struct.code { i8 0, i8 8, i16 36 }, %struct.code { i8 0, i8 9, i16 168 }, %struct.code { i8 0, i8 8, i16 4 }, %struct.code { i8 0, i8 8, i16 132 }, %struct.code { i8 0, i8 8, i16 68 }, %struct.code { i8 0, i8 9, i16 232 }, %struct.code { i8 16, i8 7, i16 8 }, %struct.code { i8 0, i8 8, i16 92 }, %struct.code { i8 0, i8 8, i16 28 }, %struct.code { i8 0, i8 9, i16 152 }, %struct.code { i8 20, i8 7, i16 83 }, %struct.code { i8 0, i8 8, i16 124 }, %struct.code { i8 0, i8 8, i16 60 }, %struct.code { i8 0, i8 9, i16 216 }, %struct.code { i8 18, i8 7, i16 23 }, %struct.code { i8 0, i8 8, i16 108 }, %struct.code { i8 0, i8 8, i16 44 }, %struct.code { i8 0, i8 9, i16 184 }, %struct.code { i8 0, i8 8, i16 12 }, %struct.code { i8 0, i8 8, i16 140 }, %struct.code { i8 0, i8 8, i16 76 }, %struct.code { i8 0, i8 9, i16 248 }, %struct.code { i8 16, i8 7, i16 3 }, %struct.code { i8 0, i8 8, i16 82 }, %struct.code { i8 0, i8 8, i16 18 }, %struct.code { i8 21, i8 8, i16 163 }, %struct.code { i8 19, i8 7, i16 35 }, %struct.code { i8 0, i8 8, i16 114 }, %struct.code { i8 0, i8 8, i16 50 }, %struct.code { i8 0, i8 9, i16 196 }, %struct.code { i8 17, i8 7, i16 11 }, %struct.code { i8 0, i8 8, i16 98 }, %struct.code { i8 0, i8 8, i16 34 }, %struct.code { i8 0, i8 9, i16 164 }, %struct.code { i8 0, i8 8, i16 2 }, %struct.code { i8 0, i8 8, i16 130 }, %struct.code { i8 0, i8 8, i16 66 }, %struct.code { i8 0, i8 9, i16 228 }, %struct.code { i8 16, i8 7, i16 7 }, %struct.code { i8 0, i8 8, i16 90 }, %struct.code { i8 0, i8 8, i16 26 }, %struct.code { i8 0, i8 9, i16 148 }, %struct.code { i8 20, i8 7, i16 67 }, %struct.code { i8 0, i8 8, i16 122 }, %struct.code { i8 0, i8 8, i16 58 }, %struct.code { i8 0, i8 9, i16 212 }, %struct.code { i8 18, i8 7, i16 19 }, %struct.code { i8 0, i8 8, i16 106 }, %struct.code { i8 0, i8 8, i16 42 }, %struct.code { i8 0, i8 9, i16 180 }, %struct.code { i8 0, i8 8, i16 10 }, %struct.code { i8 0, i8 8, i16 138 }, %struct.code { i8 0, i8 8, i16 74 }, %struct.code { i8 0, i8 9, i16 244 }, %struct.code { i8 16, i8 7, i16 5 }, %struct.code { i8 0, i8 8, i16 86 }, %struct.code { i8 0, i8 8, i16 22 }, %struct.code { i8 64, i8 8, i16 0 }, %struct.code { i8 19, i8 7, i16 51 }, %struct.code { i8 0, i8 8, i16 118 }, %struct.code { i8 0, i8 8, i16 54 }, %struct.code { i8 0, i8 9, i16 204 }, %struct.code { i8 17, i8 7, i16 15 }, %struct.code { i8 0, i8 8, i16 102 }, %struct.code { i8 0, i8 8, i16 38 }, %struct.code { i8 0, i8 9, i16 172 }, %struct.code { i8 0, i8 8, i16 6 }, %struct.code { i8 0, i8 8, i16 134 }, %struct.code { i8 0, i8 8, i16 70 }, %struct.code { i8 0, i8 9, i16 236 }, %struct.code { i8 16, i8 7, i16 9 }, %struct.code { i8 0, i8 8, i16 94 }, %struct.code { i8 0, i8 8, i16 30 }, %struct.code { i8 0, i8 9, i16 156 }, %struct.code { i8 20, i8 7, i16 99 }, %struct.code { i8 0, i8 8, i16 126 }, %struct.code { i8 0, i8 8, i16 62 }, %struct.code { i8 0, i8 9, i16 220 }, %struct.code { i8 18, i8 7, i16 27 }, %struct.code { i8 0, i8 8, i16 110 }, %struct.code { i8 0, i8 8, i16 46 }, %struct.code { i8 0, i8 9, i16 188 }, %struct.code { i8 0, i8 8, i16 14 }, %struct.code { i8 0, i8 8, i16 142 }, %struct.code { i8 0, i8 8, i16 78 }, %struct.code { i8 0, i8 9, i16 252 }, %struct.code { i8 96, i8 7, i16 0 }, %struct.code { i8 0, i8 8, i16 81 }, %struct.code { i8 0, i8 8, i16 17 }, %struct.code { i8 21, i8 8, i16 131 }, %struct.code { i8 18, i8 7, i16 31 }, %struct.code { i8 0, i8 8, i16 113 }, %struct.code { i8 0, i8 8, i16 49 }, %struct.code { i8 0, i8 9, i16 194 }, %struct.code { i8 16, i8 7, i16 10 }, %struct.code { i8 0, i8 8, i16 97 }, %struct.code { i8 0, i8 8, i16 33 }, %struct.code { i8 0, i8 9, i16 162 }, %struct.code { i8 0, i8 8, i16 1 }, %struct.code { i8 0, i8 8, i16 129 }, %struct.code { i8 0, i8 8, i16 65 }, %struct.code { i8 0, i8 9, i16 226 }, %struct.code { i8 16, i8 7, i16 6 }, %struct.code { i8 0, i8 8, i16 89 }, %struct.code { i8 0, i8 8, i16 25 }, %struct.code { i8 0, i8 9, i16 146 }, %struct.code { i8 19, i8 7, i16 59 }, %struct.code { i8 0, i8 8, i16 121 }, %struct.code { i8 0, i8 8, i16 57 }, %struct.code { i8 0, i8 9, i16 210 }, %struct.code { i8 17, i8 7, i16 17 }, %struct.code { i8 0, i8 8, i16 105 }, %struct.code { i8 0, i8 8, i16 41 }, %struct.code { i8 0, i8 9, i16 178 }, %struct.code { i8 0, i8 8, i16 9 }, %struct.code { i8 0, i8 8, i16 137 }, %struct.code { i8 0, i8 8, i16 73 }, %struct.code { i8 0, i8 9, i16 242 }, %struct.code { i8 16, i8 7, i16 4 }, %struct.code { i8 0, i8 8, i16 85 }, %struct.code { i8 0, i8 8, i16 21 }, %struct.code { i8 16, i8 8, i16 258 }, %struct.code { i8 19, i8 7, i16 43 }, %struct.code { i8 0, i8 8, i16 117 }, %struct.code { i8 0, i8 8, i16 53 }, %struct.code { i8 0, i8 9, i16 202 }, %struct.code { i8 17, i8 7, i16 13 }, %struct.code { i8 0, i8 8, i16 101 }, %struct.code { i8 0, i8 8, i16 37 }, %struct.code { i8 0, i8 9, i16 170 }, %struct.code { i8 0, i8 8, i16 5 }, %struct.code { i8 0, i8 8, i16 133 }, %struct.code { i8 0, i8 8, i16 69 }, %struct.code { i8 0, i8 9, i16 234 }, %struct.code { i8 16, i8 7, i16 8 }, %struct.code { i8 0, i8 8, i16 93 }, %struct.code { i8 0, i8 8, i16 29 }, %struct.code { i8 0, i8 9, i16 154 }, %struct.code { i8 20, i8 7, i16 83 }, %struct.code { i8 0, i8 8, i16 125 }, %struct.code { i8 0, i8 8, i16 61 }, %struct.code { i8 0, i8 9, i16 218 }, %struct.code { i8 18, i8 7, i16 23 }, %struct.code { i8 0, i8 8, i16 109 }, %struct.code { i8 0, i8 8, i16 45 }, %struct.code { i8 0, i8 9, i16 186 }, %struct.code { i8 0, i8 8, i16 13 }, %struct.code { i8 0, i8 8, i16 141 }, %struct.code { i8 0, i8 8, i16 77 }, %struct.code { i8 0, i8 9, i16 250 }, %struct.code { i8 16, i8 7, i16 3 }, %struct.code { i8 0, i8 8, i16 83 }, %struct.code { i8 0, i8 8, i16 19 }, %struct.code { i8 21, i8 8, i16 195 }, %struct.code { i8 19, i8 7, i16 35 }, %struct.code { i8 0, i8 8, i16 115 }, %struct.code { i8 0, i8 8, i16 51 }, %struct.code { i8 0, i8 9, i16 198 }, %struct.code { i8 17, i8 7, i16 11 }, %struct.code { i8 0, i8 8, i16 99 }, %struct.code { i8 0, i8 8, i16 35 }, %struct.code { i8 0, i8 9, i16 166 }, %struct.code { i8 0, i8 8, i16 3 }, %struct.code { i8 0, i8 8, i16 131 }, %struct.code { i8 0, i8 8, i16 67 }, %struct.code { i8 0, i8 9, i16 230 }, %struct.code { i8 16, i8 7, i16 7 }, %struct.code { i8 0, i8 8, i16 91 }, %struct.code { i8 0, i8 8, i16 27 }, %struct.code { i8 0, i8 9, i16 150 }, %struct.code { i8 20, i8 7, i16 67 }, %struct.code { i8 0, i8 8, i16 123 }, %struct.code { i8 0, i8 8, i16 59 }, %struct.code { i8 0, i8 9, i16 214 }, %struct.code { i8 18, i8 7, i16 19 }, %struct.code { i8 0, i8 8, i16 107 }, %struct.code { i8 0, i8 8, i16 43 }, %struct.code { i8 0, i8 9, i16 182 }, %struct.code { i8 0, i8 8, i16 11 }, %struct.code { i8 0, i8 8, i16 139 }, %struct.code { i8 0, i8 8, i16 75 }, %struct.code { i8 0, i8 9, i16 246 }, %struct.code { i8 16, i8 7, i16 5 }, %struct.code { i8 0, i8 8, i16 87 }, %struct.code { i8 0, i8 8, i16 23 }, %struct.code { i8 64, i8 8, i16 0 }, %struct.code { i8 19, i8 7, i16 51 }, %struct.code { i8 0, i8 8, i16 119 }, %struct.code { i8 0, i8 8, i16 55 }, %struct.code { i8 0, i8 9, i16 206 }, %struct.code { i8 17, i8 7, i16 15 }, %struct.code { i8 0, i8 8, i16 103 }, %struct.code { i8 0, i8 8, i16 39 }, %struct.code { i8 0, i8 9, i16 174 }, %struct.code { i8 0, i8 8, i16 7 }, %struct.code { i8 0, i8 8, i16 135 }, %struct.code { i8 0, i8 8, i16 71 }, %struct.code { i8 0, i8 9, i16 238 }, %struct.code { i8 16, i8 7, i16 9 }, %struct.code { i8 0, i8 8, i16 95 }, %struct.code { i8 0, i8 8, i16 31 }, %struct.code { i8 0, i8 9, i16 158 }, %struct.code { i8 20, i8 7, i16 99 }, %struct.code { i8 0, i8 8, i16 127 }, %struct.code { i8 0, i8 8, i16 63 }, %struct.code { i8 0, i8 9, i16 222 }, %struct.code { i8 18, i8 7, i16 27 }, %struct.code { i8 0, i8 8, i16 111 }, %struct.code { i8 0, i8 8, i16 47 }, %struct.code { i8 0, i8 9, i16 190 }, %struct.code { i8 0, i8 8, i16 15 }, %struct.code { i8 0, i8 8, i16 143 }, %struct.code { i8 0, i8 8, i16 79 }, %struct.code { i8 0, i8 9, i16 254 }, %struct.code { i8 96, i8 7, i16 0 }, %struct.code { i8 0, i8 8, i16 80 }, %struct.code { i8 0, i8 8, i16 16 }, %struct.code { i8 20, i8 8, i16 115 }, %struct.code { i8 18, i8 7, i16 31 }, %struct.code { i8 0, i8 8, i16 112 }, %struct.code { i8 0, i8 8, i16 48 }, %struct.code { i8 0, i8 9, i16 193 }, %struct.code { i8 16, i8 7, i16 10 }, %struct.code { i8 0, i8 8, i16 96 }, %struct.code { i8 0, i8 8, i16 32 }, %struct.code { i8 0, i8 9, i16 161 }, %struct.code { i8 0, i8 8, i16 0 }, %struct.code { i8 0, i8 8, i16 128 }, %struct.code { i8 0, i8 8, i16 64 }, %struct.code { i8 0, i8 9, i16 225 }, %struct.code { i8 16, i8 7, i16 6 }, %struct.code { i8 0, i8 8, i16 88 }, %struct.code { i8 0, i8 8, i16 24 }, %struct.code { i8 0, i8 9, i16 145 }, %struct.code { i8 19, i8 7, i16 59 }, %struct.code { i8 0, i8 8, i16 120 }, %struct.code { i8 0, i8 8, i16 56 }, %struct.code { i8 0, i8 9, i16 209 }, %struct.code { i8 17, i8 7, i16 17 }, %struct.code { i8 0, i8 8, i16 104 }, %struct.code { i8 0, i8 8, i16 40 }, %struct.code { i8 0, i8 9, i16 177 }, %struct.code { i8 0, i8 8, i16 8 }, %struct.code { i8 0, i8 8, i16 136 }, %struct.code { i8 0, i8 8, i16 72 }, %struct.code { i8 0, i8 9, i16 241 }, %struct.code { i8 16, i8 7, i16 4 }, %struct.code { i8 0, i8 8, i16 84 }, %struct.code { i8 0, i8 8, i16 20 }, %struct.code { i8 21, i8 8, i16 227 }, %struct.code { i8 19, i8 7, i16 43 }, %struct.code { i8 0, i8 8, i16 116 }, %struct.code { i8 0, i8 8, i16 52 }, %struct.code { i8 0, i8 9, i16 201 }, %struct.code { i8 17, i8 7, i16 13 }, %struct.code { i8 0, i8 8, i16 100 }, %struct.code { i8 0, i8 8, i16 36 }, %struct.code { i8 0, i8 9, i16 169 }, %struct.code { i8 0, i8 8, i16 4 }, %struct.code { i8 0, i8 8, i16 132 }, %struct.code { i8 0, i8 8, i16 68 }, %struct.code { i8 0, i8 9, i16 233 }, %struct.code { i8 16, i8 7, i16 8 }, %struct.code { i8 0, i8 8, i16 92 }, %struct.code { i8 0, i8 8, i16 28 }, %struct.code { i8 0, i8 9, i16 153 }, %struct.code { i8 20, i8 7, i16 83 }, %struct.code { i8 0, i8 8, i16 124 }, %struct.code { i8 0, i8 8, i16 60 }, %struct.code { i8 0, i8 9, i16 217 }, %struct.code { i8 18, i8 7, i16 23 }, %struct.code { i8 0, i8 8, i16 108 }, %struct.code { i8 0, i8 8, i16 44 }, %struct.code { i8 0, i8 9, i16 185 }, %struct.code { i8 0, i8 8, i16 12 }, %struct.code { i8 0, i8 8, i16 140 }, %struct.code { i8 0, i8 8, i16 76 }, %struct.code { i8 0, i8 9, i16 249 }, %struct.code { i8 16, i8 7, i16 3 }, %struct.code { i8 0, i8 8, i16 82 }, %struct.code { i8 0, i8 8, i16 18 }, %struct.code { i8 21, i8 8, i16 163 }, %struct.code { i8 19, i8 7, i16 35 }, %struct.code { i8 0, i8 8, i16 114 }, %struct.code { i8 0, i8 8, i16 50 }, %struct.code { i8 0, i8 9, i16 197 }, %struct.code { i8 17, i8 7, i16 11 }, %struct.code { i8 0, i8 8, i16 98 }, %struct.code { i8 0, i8 8, i16 34 }, %struct.code { i8 0, i8 9, i16 165 }, %struct.code { i8 0, i8 8, i16 2 }, %struct.code { i8 0, i8 8, i16 130 }, %struct.code { i8 0, i8 8, i16 66 }, %struct.code { i8 0, i8 9, i16 229 }, %struct.code { i8 16, i8 7, i16 7 }, %struct.code { i8 0, i8 8, i16 90 }, %struct.code { i8 0, i8 8, i16 26 }, %struct.code { i8 0, i8 9, i16 149 }, %struct.code { i8 20, i8 7, i16 67 }, %struct.code { i8 0, i8 8, i16 122 }, %struct.code { i8 0, i8 8, i16 58 }, %struct.code { i8 0, i8 9, i16 213 }, %struct.code { i8 18, i8 7, i16 19 }, %struct.code { i8 0, i8 8, i16 106 }, %struct.code { i8 0, i8 8, i16 42 }, %struct.code { i8 0, i8 9, i16 181 }, %struct.code { i8 0, i8 8, i16 10 }, %struct.code { i8 0, i8 8, i16 138 }, %struct.code { i8 0, i8 8, i16 74 }, %struct.code { i8 0, i8 9, i16 245 }, %struct.code { i8 16, i8 7, i16 5 }, %struct.code { i8 0, i8 8, i16 86 }, %struct.code { i8 0, i8 8, i16 22 }, %struct.code { i8 64, i8 8, i16 0 }, %struct.code { i8 19, i8 7, i16 51 }, %struct.code { i8 0, i8 8, i16 118 }, %struct.code { i8 0, i8 8, i16 54 }, %struct.code { i8 0, i8 9, i16 205 }, %struct.code { i8 17, i8 7, i16 15 }, %struct.code { i8 0, i8 8, i16 102 }, %struct.code { i8 0, i8 8, i16 38 }, %struct.code { i8 0, i8 9, i16 173 }, %struct.code { i8 0, i8 8, i16 6 }, %struct.code { i8 0, i8 8, i16 134 }, %struct.code { i8 0, i8 8, i16 70 }, %struct.code { i8 0, i8 9, i16 237 }, %struct.code { i8 16, i8 7, i16 9 }, %struct.code { i8 0, i8 8, i16 94 }, %struct.code { i8 0, i8 8, i16 30 }, %struct.code { i8 0, i8 9, i16 157 }, %struct.code { i8 20, i8 7, i16 99 }, %struct.code { i8 0, i8 8, i16 126 }, %struct.code { i8 0, i8 8, i16 62 }, %struct.code { i8 0, i8 9, i16 221 }, %struct.code { i8 18, i8 7, i16 27 }, %struct.code { i8 0, i8 8, i16 110 }, %struct.code { i8 0, i8 8, i16 46 }, %struct.code { i8 0, i8 9, i16 189 }, %struct.code { i8 0, i8 8, i16 14 }, %struct.code { i8 0, i8 8, i16 142 }, %struct.code { i8 0, i8 8, i16 78 }, %struct.code { i8 0, i8 9, i16 253 }, %struct.code { i8 96, i8 7, i16 0 }, %struct.code { i8 0, i8 8, i16 81 }, %struct.code { i8 0, i8 8, i16 17 }, %struct.code { i8 21, i8 8, i16 131 }, %struct.code { i8 18, i8 7, i16 31 }, %struct.code { i8 0, i8 8, i16 113 }, %struct.code { i8 0, i8 8, i16 49 }, %struct.code { i8 0, i8 9, i16 195 }, %struct.code { i8 16, i8 7, i16 10 }, %struct.code { i8 0, i8 8, i16 97 }, %struct.code { i8 0, i8 8, i16 33 }, %struct.code { i8 0, i8 9, i16 163 }, %struct.code { i8 0, i8 8, i16 1 }, %struct.code { i8 0, i8 8, i16 129 }, %struct.code { i8 0, i8 8, i16 65 }, %struct.code { i8 0, i8 9, i16 227 }, %struct.code { i8 16, i8 7, i16 6 }, %struct.code { i8 0, i8 8, i16 89 }, %struct.code { i8 0, i8 8, i16 25 }, %struct.code { i8 0, i8 9, i16 147 }, %struct.code { i8 19, i8 7, i16 59 }, %struct.code { i8 0, i8 8, i16 121 }, %struct.code { i8 0, i8 8, i16 57 }, %struct.code { i8 0, i8 9, i16 211 }, %struct.code { i8 17, i8 7, i16 17 }, %struct.code { i8 0, i8 8, i16 105 }, %struct.code { i8 0, i8 8, i16 41 }, %struct.code { i8 0, i8 9, i16 179 }, %struct.code { i8 0, i8 8, i16 9 }, %struct.code { i8 0, i8 8, i16 137 }, %struct.code { i8 0, i8 8, i16 73 }, %struct.code { i8 0, i8 9, i16 243 }, %struct.code { i8 16, i8 7, i16 4 }, %struct.code { i8 0, i8 8, i16 85 }, %struct.code { i8 0, i8 8, i16 21 }, %struct.code { i8 16, i8 8, i16 258 }, %struct.code { i8 19, i8 7, i16 43 }, %struct.code { i8 0, i8 8, i16 117 }, %struct.code { i8 0, i8 8, i16 53 }, %struct.code { i8 0, i8 9, i16 203 }, %struct.code { i8 17, i8 7, i16 13 }, %struct.code { i8 0, i8 8, i16 101 }, %struct.code { i8 0, i8 8, i16 37 }, %struct.code { i8 0, i8 9, i16 171 }, %struct.code { i8 0, i8 8, i16 5 }, %struct.code { i8 0, i8 8, i16 133 }, %struct.code { i8 0, i8 8, i16 69 }, %struct.code { i8 0, i8 9, i16 235 }, %struct.code { i8 16, i8 7, i16 8 }, %struct.code { i8 0, i8 8, i16 93 }, %struct.code { i8 0, i8 8, i16 29 }, %struct.code { i8 0, i8 9, i16 155 }, %struct.code { i8 20, i8 7, i16 83 }, %struct.code { i8 0, i8 8, i16 125 }, %struct.code { i8 0, i8 8, i16 61 }, %struct.code { i8 0, i8 9, i16 219 }, %struct.code { i8 18, i8 7, i16 23 }, %struct.code { i8 0, i8 8, i16 109 }, %struct.code { i8 0, i8 8, i16 45 }, %struct.code { i8 0, i8 9, i16 187 }, %struct.code { i8 0, i8 8, i16 13 }, %struct.code { i8 0, i8 8, i16 141 }, %struct.code { i8 0, i8 8, i16 77 }, %struct.code { i8 0, i8 9, i16 251 }, %struct.code { i8 16, i8 7, i16 3 }, %struct.code { i8 0, i8 8, i16 83 }, %struct.code { i8 0, i8 8, i16 19 }, %struct.code { i8 21, i8 8, i16 195 }, %struct.code { i8 19, i8 7, i16 35 }, %struct.code { i8 0, i8 8, i16 115 }, %struct.code { i8 0, i8 8, i16 51 }, %struct.code { i8 0, i8 9, i16 199 }, %struct.code { i8 17, i8 7, i16 11 }, %struct.code { i8 0, i8 8, i16 99 }, %struct.code { i8 0, i8 8, i16 35 }, %struct.code { i8 0, i8 9, i16 167 }, %struct.code { i8 0, i8 8, i16 3 }, %struct.code { i8 0, i8 8, i16 131 }, %struct.code { i8 0, i8 8, i16 67 }, %struct.code { i8 0, i8 9, i16 231 }, %struct.code { i8 16, i8 7, i16 7 }, %struct.code { i8 0, i8 8, i16 91 }, %struct.code { i8 0, i8 8, i16 27 }, %struct.code { i8 0, i8 9, i16 151 }, %struct.code { i8 20, i8 7, i16 67 }, %struct.code { i8 0, i8 8, i16 123 }, %struct.code { i8 0, i8 8, i16 59 }, %struct.code { i8 0, i8 9, i16 215 }, %struct.code { i8 18, i8 7, i16 19 }, %struct.code { i8 0, i8 8, i16 107 }, %struct.code { i8 0, i8 8, i16 43 }, %struct.code { i8 0, i8 9, i16 183 }, %struct.code { i8 0, i8 8, i16 11 }, %struct.code { i8 0, i8 8, i16 139 }, %struct.code { i8 0, i8 8, i16 75 }, %struct.code { i8 0, i8 9, i16 247 }, %struct.code { i8 16, i8 7, i16 5 }, %struct.code { i8 0, i8 8, i16 87 }, %struct.code { i8 0, i8 8, i16 23 }, %struct.code { i8 64, i8 8, i16 0 }, %struct.code { i8 19, i8 7, i16 51 }, %struct.code { i8 0, i8 8, i16 119 }, %struct.code { i8 0, i8 8, i16 55 }, %struct.code { i8 0, i8 9, i16 207 }, %struct.code { i8 17, i8 7, i16 15 }, %struct.code { i8 0, i8 8, i16 103 }, %struct.code { i8 0, i8 8, i16 39 }, %struct.code { i8 0, i8 9, i16 175 }, %struct.code { i8 0, i8 8, i16 7 }, %struct.code { i8 0, i8 8, i16 135 }, %struct.code { i8 0, i8 8, i16 71 }, %struct.code { i8 0, i8 9, i16 239 }, %struct.code { i8 16, i8 7, i16 9 }, %struct.code { i8 0, i8 8, i16 95 }, %struct.code { i8 0, i8 8, i16 31 }, %struct.code { i8 0, i8 9, i16 159 }, %struct.code { i8 20, i8 7, i16 99 }, %struct.code { i8 0, i8 8, i16 127 }, %struct.code { i8 0, i8 8, i16 63 }, %struct.code { i8 0, i8 9, i16 223 }, %struct.code { i8 18, i8 7, i16 27 }, %struct.code { i8 0, i8 8, i16 111 }, %struct.code { i8 0, i8 8, i16 47 }, %struct.code { i8 0, i8 9, i16 191 }, %struct.code { i8 0, i8 8, i16 15 }, %struct.code { i8 0, i8 8, i16 143 }, %struct.code { i8 0, i8 8, i16 79 }, %struct.code { i8 0, i8 9, i16 255 }], align 2
@distfix = internal constant [32 x %struct.code] [%struct.code { i8 16, i8 5, i16 1 }, %struct.code { i8 23, i8 5, i16 257 }, %struct.code { i8 19, i8 5, i16 17 }, %struct.code { i8 27, i8 5, i16 4097 }, %struct.code { i8 17, i8 5, i16 5 }, %struct.code { i8 25, i8 5, i16 1025 }, %struct.code { i8 21, i8 5, i16 65 }, %struct.code { i8 29, i8 5, i16 16385 }, %struct.code { i8 16, i8 5, i16 3 }, %struct.code { i8 24, i8 5, i16 513 }, %struct.code { i8 20, i8 5, i16 33 }, %struct.code { i8 28, i8 5, i16 8193 }, %struct.code { i8 18, i8 5, i16 9 }, %struct.code { i8 26, i8 5, i16 2049 }, %struct.code { i8 22, i8 5, i16 129 }, %struct.code { i8 64, i8 5, i16 0 }, %struct.code { i8 16, i8 5, i16 2 }, %struct.code { i8 23, i8 5, i16 385 }, %struct.code { i8 19, i8 5, i16 25 }, %struct.code { i8 27, i8 5, i16 6145 }, %struct.code { i8 17, i8 5, i16 7 }, %struct.code { i8 25, i8 5, i16 1537 }, %struct.code { i8 21, i8 5, i16 97 }, %struct.code { i8 29, i8 5, i16 24577 }, %struct.code { i8 16, i8 5, i16 4 }, %struct.code { i8 24, i8 5, i16 769 }, %struct.code { i8 20, i8 5, i16 49 }, %struct.code { i8 28, i8 5, i16 12289 }, %struct.code { i8 18, i8 5, i16 13 }, %struct.code { i8 26, i8 5, i16 3073 }, %struct.code { i8 22, i8 5, i16 193 }, %struct.code { i8 64, i8 5, i16 0 }], align 2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @inflate_table(i32 noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5) #0 {
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca %struct.code, align 2
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  %31 = alloca ptr, align 8
  %32 = alloca i32, align 4
  %33 = alloca [16 x i16], align 2
  %34 = alloca [16 x i16], align 2
  store i32 %0, ptr %8, align 4
  store ptr %1, ptr %9, align 8
  store i32 %2, ptr %10, align 4
  store ptr %3, ptr %11, align 8
  store ptr %4, ptr %12, align 8
  store ptr %5, ptr %13, align 8
  store ptr null, ptr %30, align 8
  store ptr null, ptr %31, align 8
  store i32 0, ptr %32, align 4
  store i32 0, ptr %14, align 4
  br label %35

35:                                               ; preds = %42, %6
  %36 = load i32, ptr %14, align 4
  %37 = icmp ule i32 %36, 15
  br i1 %37, label %38, label %45

38:                                               ; preds = %35
  %39 = load i32, ptr %14, align 4
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds [16 x i16], ptr %33, i64 0, i64 %40
  store i16 0, ptr %41, align 2
  br label %42

42:                                               ; preds = %38
  %43 = load i32, ptr %14, align 4
  %44 = add i32 %43, 1
  store i32 %44, ptr %14, align 4
  br label %35, !llvm.loop !6

45:                                               ; preds = %35
  store i32 0, ptr %15, align 4
  br label %46

46:                                               ; preds = %60, %45
  %47 = load i32, ptr %15, align 4
  %48 = load i32, ptr %10, align 4
  %49 = icmp ult i32 %47, %48
  br i1 %49, label %50, label %63

50:                                               ; preds = %46
  %51 = load ptr, ptr %9, align 8
  %52 = load i32, ptr %15, align 4
  %53 = zext i32 %52 to i64
  %54 = getelementptr inbounds i16, ptr %51, i64 %53
  %55 = load i16, ptr %54, align 2
  %56 = zext i16 %55 to i64
  %57 = getelementptr inbounds [16 x i16], ptr %33, i64 0, i64 %56
  %58 = load i16, ptr %57, align 2
  %59 = add i16 %58, 1
  store i16 %59, ptr %57, align 2
  br label %60

60:                                               ; preds = %50
  %61 = load i32, ptr %15, align 4
  %62 = add i32 %61, 1
  store i32 %62, ptr %15, align 4
  br label %46, !llvm.loop !8

63:                                               ; preds = %46
  %64 = load ptr, ptr %12, align 8
  %65 = load i32, ptr %64, align 4
  store i32 %65, ptr %18, align 4
  store i32 15, ptr %17, align 4
  br label %66

66:                                               ; preds = %78, %63
  %67 = load i32, ptr %17, align 4
  %68 = icmp uge i32 %67, 1
  br i1 %68, label %69, label %81

69:                                               ; preds = %66
  %70 = load i32, ptr %17, align 4
  %71 = zext i32 %70 to i64
  %72 = getelementptr inbounds [16 x i16], ptr %33, i64 0, i64 %71
  %73 = load i16, ptr %72, align 2
  %74 = zext i16 %73 to i32
  %75 = icmp ne i32 %74, 0
  br i1 %75, label %76, label %77

76:                                               ; preds = %69
  br label %81

77:                                               ; preds = %69
  br label %78

78:                                               ; preds = %77
  %79 = load i32, ptr %17, align 4
  %80 = add i32 %79, -1
  store i32 %80, ptr %17, align 4
  br label %66, !llvm.loop !9

81:                                               ; preds = %76, %66
  %82 = load i32, ptr %18, align 4
  %83 = load i32, ptr %17, align 4
  %84 = icmp ugt i32 %82, %83
  br i1 %84, label %85, label %87

85:                                               ; preds = %81
  %86 = load i32, ptr %17, align 4
  store i32 %86, ptr %18, align 4
  br label %87

87:                                               ; preds = %85, %81
  %88 = load i32, ptr %17, align 4
  %89 = icmp eq i32 %88, 0
  br i1 %89, label %90, label %101

90:                                               ; preds = %87
  %91 = getelementptr inbounds %struct.code, ptr %28, i32 0, i32 0
  store i8 64, ptr %91, align 2
  %92 = getelementptr inbounds %struct.code, ptr %28, i32 0, i32 1
  store i8 1, ptr %92, align 1
  %93 = getelementptr inbounds %struct.code, ptr %28, i32 0, i32 2
  store i16 0, ptr %93, align 2
  %94 = load ptr, ptr %11, align 8
  %95 = load ptr, ptr %94, align 8
  %96 = getelementptr inbounds %struct.code, ptr %95, i32 1
  store ptr %96, ptr %94, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %95, ptr align 2 %28, i64 4, i1 false)
  %97 = load ptr, ptr %11, align 8
  %98 = load ptr, ptr %97, align 8
  %99 = getelementptr inbounds %struct.code, ptr %98, i32 1
  store ptr %99, ptr %97, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %98, ptr align 2 %28, i64 4, i1 false)
  %100 = load ptr, ptr %12, align 8
  store i32 1, ptr %100, align 4
  store i32 0, ptr %7, align 4
  br label %500

101:                                              ; preds = %87
  store i32 1, ptr %16, align 4
  br label %102

102:                                              ; preds = %115, %101
  %103 = load i32, ptr %16, align 4
  %104 = load i32, ptr %17, align 4
  %105 = icmp ult i32 %103, %104
  br i1 %105, label %106, label %118

106:                                              ; preds = %102
  %107 = load i32, ptr %16, align 4
  %108 = zext i32 %107 to i64
  %109 = getelementptr inbounds [16 x i16], ptr %33, i64 0, i64 %108
  %110 = load i16, ptr %109, align 2
  %111 = zext i16 %110 to i32
  %112 = icmp ne i32 %111, 0
  br i1 %112, label %113, label %114

113:                                              ; preds = %106
  br label %118

114:                                              ; preds = %106
  br label %115

115:                                              ; preds = %114
  %116 = load i32, ptr %16, align 4
  %117 = add i32 %116, 1
  store i32 %117, ptr %16, align 4
  br label %102, !llvm.loop !10

118:                                              ; preds = %113, %102
  %119 = load i32, ptr %18, align 4
  %120 = load i32, ptr %16, align 4
  %121 = icmp ult i32 %119, %120
  br i1 %121, label %122, label %124

122:                                              ; preds = %118
  %123 = load i32, ptr %16, align 4
  store i32 %123, ptr %18, align 4
  br label %124

124:                                              ; preds = %122, %118
  store i32 1, ptr %21, align 4
  store i32 1, ptr %14, align 4
  br label %125

125:                                              ; preds = %142, %124
  %126 = load i32, ptr %14, align 4
  %127 = icmp ule i32 %126, 15
  br i1 %127, label %128, label %145

128:                                              ; preds = %125
  %129 = load i32, ptr %21, align 4
  %130 = shl i32 %129, 1
  store i32 %130, ptr %21, align 4
  %131 = load i32, ptr %14, align 4
  %132 = zext i32 %131 to i64
  %133 = getelementptr inbounds [16 x i16], ptr %33, i64 0, i64 %132
  %134 = load i16, ptr %133, align 2
  %135 = zext i16 %134 to i32
  %136 = load i32, ptr %21, align 4
  %137 = sub nsw i32 %136, %135
  store i32 %137, ptr %21, align 4
  %138 = load i32, ptr %21, align 4
  %139 = icmp slt i32 %138, 0
  br i1 %139, label %140, label %141

140:                                              ; preds = %128
  store i32 -1, ptr %7, align 4
  br label %500

141:                                              ; preds = %128
  br label %142

142:                                              ; preds = %141
  %143 = load i32, ptr %14, align 4
  %144 = add i32 %143, 1
  store i32 %144, ptr %14, align 4
  br label %125, !llvm.loop !11

145:                                              ; preds = %125
  %146 = load i32, ptr %21, align 4
  %147 = icmp sgt i32 %146, 0
  br i1 %147, label %148, label %155

148:                                              ; preds = %145
  %149 = load i32, ptr %8, align 4
  %150 = icmp eq i32 %149, 0
  br i1 %150, label %154, label %151

151:                                              ; preds = %148
  %152 = load i32, ptr %17, align 4
  %153 = icmp ne i32 %152, 1
  br i1 %153, label %154, label %155

154:                                              ; preds = %151, %148
  store i32 -1, ptr %7, align 4
  br label %500

155:                                              ; preds = %151, %145
  %156 = getelementptr inbounds [16 x i16], ptr %34, i64 0, i64 1
  store i16 0, ptr %156, align 2
  store i32 1, ptr %14, align 4
  br label %157

157:                                              ; preds = %177, %155
  %158 = load i32, ptr %14, align 4
  %159 = icmp ult i32 %158, 15
  br i1 %159, label %160, label %180

160:                                              ; preds = %157
  %161 = load i32, ptr %14, align 4
  %162 = zext i32 %161 to i64
  %163 = getelementptr inbounds [16 x i16], ptr %34, i64 0, i64 %162
  %164 = load i16, ptr %163, align 2
  %165 = zext i16 %164 to i32
  %166 = load i32, ptr %14, align 4
  %167 = zext i32 %166 to i64
  %168 = getelementptr inbounds [16 x i16], ptr %33, i64 0, i64 %167
  %169 = load i16, ptr %168, align 2
  %170 = zext i16 %169 to i32
  %171 = add nsw i32 %165, %170
  %172 = trunc i32 %171 to i16
  %173 = load i32, ptr %14, align 4
  %174 = add i32 %173, 1
  %175 = zext i32 %174 to i64
  %176 = getelementptr inbounds [16 x i16], ptr %34, i64 0, i64 %175
  store i16 %172, ptr %176, align 2
  br label %177

177:                                              ; preds = %160
  %178 = load i32, ptr %14, align 4
  %179 = add i32 %178, 1
  store i32 %179, ptr %14, align 4
  br label %157, !llvm.loop !12

180:                                              ; preds = %157
  store i32 0, ptr %15, align 4
  br label %181

181:                                              ; preds = %209, %180
  %182 = load i32, ptr %15, align 4
  %183 = load i32, ptr %10, align 4
  %184 = icmp ult i32 %182, %183
  br i1 %184, label %185, label %212

185:                                              ; preds = %181
  %186 = load ptr, ptr %9, align 8
  %187 = load i32, ptr %15, align 4
  %188 = zext i32 %187 to i64
  %189 = getelementptr inbounds i16, ptr %186, i64 %188
  %190 = load i16, ptr %189, align 2
  %191 = zext i16 %190 to i32
  %192 = icmp ne i32 %191, 0
  br i1 %192, label %193, label %208

193:                                              ; preds = %185
  %194 = load i32, ptr %15, align 4
  %195 = trunc i32 %194 to i16
  %196 = load ptr, ptr %13, align 8
  %197 = load ptr, ptr %9, align 8
  %198 = load i32, ptr %15, align 4
  %199 = zext i32 %198 to i64
  %200 = getelementptr inbounds i16, ptr %197, i64 %199
  %201 = load i16, ptr %200, align 2
  %202 = zext i16 %201 to i64
  %203 = getelementptr inbounds [16 x i16], ptr %34, i64 0, i64 %202
  %204 = load i16, ptr %203, align 2
  %205 = add i16 %204, 1
  store i16 %205, ptr %203, align 2
  %206 = zext i16 %204 to i64
  %207 = getelementptr inbounds i16, ptr %196, i64 %206
  store i16 %195, ptr %207, align 2
  br label %208

208:                                              ; preds = %193, %185
  br label %209

209:                                              ; preds = %208
  %210 = load i32, ptr %15, align 4
  %211 = add i32 %210, 1
  store i32 %211, ptr %15, align 4
  br label %181, !llvm.loop !13

212:                                              ; preds = %181
  %213 = load i32, ptr %8, align 4
  switch i32 %213, label %217 [
    i32 0, label %214
    i32 1, label %215
    i32 2, label %216
  ]

214:                                              ; preds = %212
  store i32 20, ptr %32, align 4
  br label %217

215:                                              ; preds = %212
  store ptr @inflate_table.lbase, ptr %30, align 8
  store ptr @inflate_table.lext, ptr %31, align 8
  store i32 257, ptr %32, align 4
  br label %217

216:                                              ; preds = %212
  store ptr @inflate_table.dbase, ptr %30, align 8
  store ptr @inflate_table.dext, ptr %31, align 8
  br label %217

217:                                              ; preds = %216, %212, %215, %214
  store i32 0, ptr %23, align 4
  store i32 0, ptr %15, align 4
  %218 = load i32, ptr %16, align 4
  store i32 %218, ptr %14, align 4
  %219 = load ptr, ptr %11, align 8
  %220 = load ptr, ptr %219, align 8
  store ptr %220, ptr %29, align 8
  %221 = load i32, ptr %18, align 4
  store i32 %221, ptr %19, align 4
  store i32 0, ptr %20, align 4
  store i32 -1, ptr %26, align 4
  %222 = load i32, ptr %18, align 4
  %223 = shl i32 1, %222
  store i32 %223, ptr %22, align 4
  %224 = load i32, ptr %22, align 4
  %225 = sub i32 %224, 1
  store i32 %225, ptr %27, align 4
  %226 = load i32, ptr %8, align 4
  %227 = icmp eq i32 %226, 1
  br i1 %227, label %228, label %231

228:                                              ; preds = %217
  %229 = load i32, ptr %22, align 4
  %230 = icmp ugt i32 %229, 852
  br i1 %230, label %237, label %231

231:                                              ; preds = %228, %217
  %232 = load i32, ptr %8, align 4
  %233 = icmp eq i32 %232, 2
  br i1 %233, label %234, label %238

234:                                              ; preds = %231
  %235 = load i32, ptr %22, align 4
  %236 = icmp ugt i32 %235, 592
  br i1 %236, label %237, label %238

237:                                              ; preds = %234, %228
  store i32 1, ptr %7, align 4
  br label %500

238:                                              ; preds = %234, %231
  br label %239

239:                                              ; preds = %476, %238
  %240 = load i32, ptr %14, align 4
  %241 = load i32, ptr %20, align 4
  %242 = sub i32 %240, %241
  %243 = trunc i32 %242 to i8
  %244 = getelementptr inbounds %struct.code, ptr %28, i32 0, i32 1
  store i8 %243, ptr %244, align 1
  %245 = load ptr, ptr %13, align 8
  %246 = load i32, ptr %15, align 4
  %247 = zext i32 %246 to i64
  %248 = getelementptr inbounds i16, ptr %245, i64 %247
  %249 = load i16, ptr %248, align 2
  %250 = zext i16 %249 to i32
  %251 = add i32 %250, 1
  %252 = load i32, ptr %32, align 4
  %253 = icmp ult i32 %251, %252
  br i1 %253, label %254, label %262

254:                                              ; preds = %239
  %255 = getelementptr inbounds %struct.code, ptr %28, i32 0, i32 0
  store i8 0, ptr %255, align 2
  %256 = load ptr, ptr %13, align 8
  %257 = load i32, ptr %15, align 4
  %258 = zext i32 %257 to i64
  %259 = getelementptr inbounds i16, ptr %256, i64 %258
  %260 = load i16, ptr %259, align 2
  %261 = getelementptr inbounds %struct.code, ptr %28, i32 0, i32 2
  store i16 %260, ptr %261, align 2
  br label %303

262:                                              ; preds = %239
  %263 = load ptr, ptr %13, align 8
  %264 = load i32, ptr %15, align 4
  %265 = zext i32 %264 to i64
  %266 = getelementptr inbounds i16, ptr %263, i64 %265
  %267 = load i16, ptr %266, align 2
  %268 = zext i16 %267 to i32
  %269 = load i32, ptr %32, align 4
  %270 = icmp uge i32 %268, %269
  br i1 %270, label %271, label %299

271:                                              ; preds = %262
  %272 = load ptr, ptr %31, align 8
  %273 = load ptr, ptr %13, align 8
  %274 = load i32, ptr %15, align 4
  %275 = zext i32 %274 to i64
  %276 = getelementptr inbounds i16, ptr %273, i64 %275
  %277 = load i16, ptr %276, align 2
  %278 = zext i16 %277 to i32
  %279 = load i32, ptr %32, align 4
  %280 = sub i32 %278, %279
  %281 = zext i32 %280 to i64
  %282 = getelementptr inbounds i16, ptr %272, i64 %281
  %283 = load i16, ptr %282, align 2
  %284 = trunc i16 %283 to i8
  %285 = getelementptr inbounds %struct.code, ptr %28, i32 0, i32 0
  store i8 %284, ptr %285, align 2
  %286 = load ptr, ptr %30, align 8
  %287 = load ptr, ptr %13, align 8
  %288 = load i32, ptr %15, align 4
  %289 = zext i32 %288 to i64
  %290 = getelementptr inbounds i16, ptr %287, i64 %289
  %291 = load i16, ptr %290, align 2
  %292 = zext i16 %291 to i32
  %293 = load i32, ptr %32, align 4
  %294 = sub i32 %292, %293
  %295 = zext i32 %294 to i64
  %296 = getelementptr inbounds i16, ptr %286, i64 %295
  %297 = load i16, ptr %296, align 2
  %298 = getelementptr inbounds %struct.code, ptr %28, i32 0, i32 2
  store i16 %297, ptr %298, align 2
  br label %302

299:                                              ; preds = %262
  %300 = getelementptr inbounds %struct.code, ptr %28, i32 0, i32 0
  store i8 96, ptr %300, align 2
  %301 = getelementptr inbounds %struct.code, ptr %28, i32 0, i32 2
  store i16 0, ptr %301, align 2
  br label %302

302:                                              ; preds = %299, %271
  br label %303

303:                                              ; preds = %302, %254
  %304 = load i32, ptr %14, align 4
  %305 = load i32, ptr %20, align 4
  %306 = sub i32 %304, %305
  %307 = shl i32 1, %306
  store i32 %307, ptr %24, align 4
  %308 = load i32, ptr %19, align 4
  %309 = shl i32 1, %308
  store i32 %309, ptr %25, align 4
  %310 = load i32, ptr %25, align 4
  store i32 %310, ptr %16, align 4
  br label %311

311:                                              ; preds = %323, %303
  %312 = load i32, ptr %24, align 4
  %313 = load i32, ptr %25, align 4
  %314 = sub i32 %313, %312
  store i32 %314, ptr %25, align 4
  %315 = load ptr, ptr %29, align 8
  %316 = load i32, ptr %23, align 4
  %317 = load i32, ptr %20, align 4
  %318 = lshr i32 %316, %317
  %319 = load i32, ptr %25, align 4
  %320 = add i32 %318, %319
  %321 = zext i32 %320 to i64
  %322 = getelementptr inbounds %struct.code, ptr %315, i64 %321
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %322, ptr align 2 %28, i64 4, i1 false)
  br label %323

323:                                              ; preds = %311
  %324 = load i32, ptr %25, align 4
  %325 = icmp ne i32 %324, 0
  br i1 %325, label %311, label %326, !llvm.loop !14

326:                                              ; preds = %323
  %327 = load i32, ptr %14, align 4
  %328 = sub i32 %327, 1
  %329 = shl i32 1, %328
  store i32 %329, ptr %24, align 4
  br label %330

330:                                              ; preds = %335, %326
  %331 = load i32, ptr %23, align 4
  %332 = load i32, ptr %24, align 4
  %333 = and i32 %331, %332
  %334 = icmp ne i32 %333, 0
  br i1 %334, label %335, label %338

335:                                              ; preds = %330
  %336 = load i32, ptr %24, align 4
  %337 = lshr i32 %336, 1
  store i32 %337, ptr %24, align 4
  br label %330, !llvm.loop !15

338:                                              ; preds = %330
  %339 = load i32, ptr %24, align 4
  %340 = icmp ne i32 %339, 0
  br i1 %340, label %341, label %349

341:                                              ; preds = %338
  %342 = load i32, ptr %24, align 4
  %343 = sub i32 %342, 1
  %344 = load i32, ptr %23, align 4
  %345 = and i32 %344, %343
  store i32 %345, ptr %23, align 4
  %346 = load i32, ptr %24, align 4
  %347 = load i32, ptr %23, align 4
  %348 = add i32 %347, %346
  store i32 %348, ptr %23, align 4
  br label %350

349:                                              ; preds = %338
  store i32 0, ptr %23, align 4
  br label %350

350:                                              ; preds = %349, %341
  %351 = load i32, ptr %15, align 4
  %352 = add i32 %351, 1
  store i32 %352, ptr %15, align 4
  %353 = load i32, ptr %14, align 4
  %354 = zext i32 %353 to i64
  %355 = getelementptr inbounds [16 x i16], ptr %33, i64 0, i64 %354
  %356 = load i16, ptr %355, align 2
  %357 = add i16 %356, -1
  store i16 %357, ptr %355, align 2
  %358 = zext i16 %357 to i32
  %359 = icmp eq i32 %358, 0
  br i1 %359, label %360, label %376

360:                                              ; preds = %350
  %361 = load i32, ptr %14, align 4
  %362 = load i32, ptr %17, align 4
  %363 = icmp eq i32 %361, %362
  br i1 %363, label %364, label %365

364:                                              ; preds = %360
  br label %477

365:                                              ; preds = %360
  %366 = load ptr, ptr %9, align 8
  %367 = load ptr, ptr %13, align 8
  %368 = load i32, ptr %15, align 4
  %369 = zext i32 %368 to i64
  %370 = getelementptr inbounds i16, ptr %367, i64 %369
  %371 = load i16, ptr %370, align 2
  %372 = zext i16 %371 to i64
  %373 = getelementptr inbounds i16, ptr %366, i64 %372
  %374 = load i16, ptr %373, align 2
  %375 = zext i16 %374 to i32
  store i32 %375, ptr %14, align 4
  br label %376

376:                                              ; preds = %365, %350
  %377 = load i32, ptr %14, align 4
  %378 = load i32, ptr %18, align 4
  %379 = icmp ugt i32 %377, %378
  br i1 %379, label %380, label %476

380:                                              ; preds = %376
  %381 = load i32, ptr %23, align 4
  %382 = load i32, ptr %27, align 4
  %383 = and i32 %381, %382
  %384 = load i32, ptr %26, align 4
  %385 = icmp ne i32 %383, %384
  br i1 %385, label %386, label %476

386:                                              ; preds = %380
  %387 = load i32, ptr %20, align 4
  %388 = icmp eq i32 %387, 0
  br i1 %388, label %389, label %391

389:                                              ; preds = %386
  %390 = load i32, ptr %18, align 4
  store i32 %390, ptr %20, align 4
  br label %391

391:                                              ; preds = %389, %386
  %392 = load i32, ptr %16, align 4
  %393 = load ptr, ptr %29, align 8
  %394 = zext i32 %392 to i64
  %395 = getelementptr inbounds %struct.code, ptr %393, i64 %394
  store ptr %395, ptr %29, align 8
  %396 = load i32, ptr %14, align 4
  %397 = load i32, ptr %20, align 4
  %398 = sub i32 %396, %397
  store i32 %398, ptr %19, align 4
  %399 = load i32, ptr %19, align 4
  %400 = shl i32 1, %399
  store i32 %400, ptr %21, align 4
  br label %401

401:                                              ; preds = %420, %391
  %402 = load i32, ptr %19, align 4
  %403 = load i32, ptr %20, align 4
  %404 = add i32 %402, %403
  %405 = load i32, ptr %17, align 4
  %406 = icmp ult i32 %404, %405
  br i1 %406, label %407, label %425

407:                                              ; preds = %401
  %408 = load i32, ptr %19, align 4
  %409 = load i32, ptr %20, align 4
  %410 = add i32 %408, %409
  %411 = zext i32 %410 to i64
  %412 = getelementptr inbounds [16 x i16], ptr %33, i64 0, i64 %411
  %413 = load i16, ptr %412, align 2
  %414 = zext i16 %413 to i32
  %415 = load i32, ptr %21, align 4
  %416 = sub nsw i32 %415, %414
  store i32 %416, ptr %21, align 4
  %417 = load i32, ptr %21, align 4
  %418 = icmp sle i32 %417, 0
  br i1 %418, label %419, label %420

419:                                              ; preds = %407
  br label %425

420:                                              ; preds = %407
  %421 = load i32, ptr %19, align 4
  %422 = add i32 %421, 1
  store i32 %422, ptr %19, align 4
  %423 = load i32, ptr %21, align 4
  %424 = shl i32 %423, 1
  store i32 %424, ptr %21, align 4
  br label %401, !llvm.loop !16

425:                                              ; preds = %419, %401
  %426 = load i32, ptr %19, align 4
  %427 = shl i32 1, %426
  %428 = load i32, ptr %22, align 4
  %429 = add i32 %428, %427
  store i32 %429, ptr %22, align 4
  %430 = load i32, ptr %8, align 4
  %431 = icmp eq i32 %430, 1
  br i1 %431, label %432, label %435

432:                                              ; preds = %425
  %433 = load i32, ptr %22, align 4
  %434 = icmp ugt i32 %433, 852
  br i1 %434, label %441, label %435

435:                                              ; preds = %432, %425
  %436 = load i32, ptr %8, align 4
  %437 = icmp eq i32 %436, 2
  br i1 %437, label %438, label %442

438:                                              ; preds = %435
  %439 = load i32, ptr %22, align 4
  %440 = icmp ugt i32 %439, 592
  br i1 %440, label %441, label %442

441:                                              ; preds = %438, %432
  store i32 1, ptr %7, align 4
  br label %500

442:                                              ; preds = %438, %435
  %443 = load i32, ptr %23, align 4
  %444 = load i32, ptr %27, align 4
  %445 = and i32 %443, %444
  store i32 %445, ptr %26, align 4
  %446 = load i32, ptr %19, align 4
  %447 = trunc i32 %446 to i8
  %448 = load ptr, ptr %11, align 8
  %449 = load ptr, ptr %448, align 8
  %450 = load i32, ptr %26, align 4
  %451 = zext i32 %450 to i64
  %452 = getelementptr inbounds %struct.code, ptr %449, i64 %451
  %453 = getelementptr inbounds %struct.code, ptr %452, i32 0, i32 0
  store i8 %447, ptr %453, align 2
  %454 = load i32, ptr %18, align 4
  %455 = trunc i32 %454 to i8
  %456 = load ptr, ptr %11, align 8
  %457 = load ptr, ptr %456, align 8
  %458 = load i32, ptr %26, align 4
  %459 = zext i32 %458 to i64
  %460 = getelementptr inbounds %struct.code, ptr %457, i64 %459
  %461 = getelementptr inbounds %struct.code, ptr %460, i32 0, i32 1
  store i8 %455, ptr %461, align 1
  %462 = load ptr, ptr %29, align 8
  %463 = load ptr, ptr %11, align 8
  %464 = load ptr, ptr %463, align 8
  %465 = ptrtoint ptr %462 to i64
  %466 = ptrtoint ptr %464 to i64
  %467 = sub i64 %465, %466
  %468 = sdiv exact i64 %467, 4
  %469 = trunc i64 %468 to i16
  %470 = load ptr, ptr %11, align 8
  %471 = load ptr, ptr %470, align 8
  %472 = load i32, ptr %26, align 4
  %473 = zext i32 %472 to i64
  %474 = getelementptr inbounds %struct.code, ptr %471, i64 %473
  %475 = getelementptr inbounds %struct.code, ptr %474, i32 0, i32 2
  store i16 %469, ptr %475, align 2
  br label %476

476:                                              ; preds = %442, %380, %376
  br label %239

477:                                              ; preds = %364
  %478 = load i32, ptr %23, align 4
  %479 = icmp ne i32 %478, 0
  br i1 %479, label %480, label %492

480:                                              ; preds = %477
  %481 = getelementptr inbounds %struct.code, ptr %28, i32 0, i32 0
  store i8 64, ptr %481, align 2
  %482 = load i32, ptr %14, align 4
  %483 = load i32, ptr %20, align 4
  %484 = sub i32 %482, %483
  %485 = trunc i32 %484 to i8
  %486 = getelementptr inbounds %struct.code, ptr %28, i32 0, i32 1
  store i8 %485, ptr %486, align 1
  %487 = getelementptr inbounds %struct.code, ptr %28, i32 0, i32 2
  store i16 0, ptr %487, align 2
  %488 = load ptr, ptr %29, align 8
  %489 = load i32, ptr %23, align 4
  %490 = zext i32 %489 to i64
  %491 = getelementptr inbounds %struct.code, ptr %488, i64 %490
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %491, ptr align 2 %28, i64 4, i1 false)
  br label %492

492:                                              ; preds = %480, %477
  %493 = load i32, ptr %22, align 4
  %494 = load ptr, ptr %11, align 8
  %495 = load ptr, ptr %494, align 8
  %496 = zext i32 %493 to i64
  %497 = getelementptr inbounds %struct.code, ptr %495, i64 %496
  store ptr %497, ptr %494, align 8
  %498 = load i32, ptr %18, align 4
  %499 = load ptr, ptr %12, align 8
  store i32 %498, ptr %499, align 4
  store i32 0, ptr %7, align 4
  br label %500

500:                                              ; preds = %492, %441, %237, %154, %140, %90
  %501 = load i32, ptr %7, align 4
  ret i32 %501
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @inflate_fixed(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.inflate_state, ptr %3, i32 0, i32 20
  store ptr @lenfix, ptr %4, align 8
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds %struct.inflate_state, ptr %5, i32 0, i32 22
  store i32 9, ptr %6, align 8
  %7 = load ptr, ptr %2, align 8
  %8 = getelementptr inbounds %struct.inflate_state, ptr %7, i32 0, i32 21
  store ptr @distfix, ptr %8, align 8
  %9 = load ptr, ptr %2, align 8
  %10 = getelementptr inbounds %struct.inflate_state, ptr %9, i32 0, i32 23
  store i32 5, ptr %10, align 4
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
