; ModuleID = 'src/zlib/trees.c'
source_filename = "src/zlib/trees.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.static_tree_desc_s = type { ptr, ptr, i32, i32, i32 }
%struct.ct_data_s = type { %union.anon, %union.anon.0 }
%union.anon = type { i16 }
%union.anon.0 = type { i16 }

@_dist_code = dso_local local_unnamed_addr constant [512 x i8] c"\00\01\02\03\04\04\05\05\06\06\06\06\07\07\07\07\08\08\08\08\08\08\08\08\09\09\09\09\09\09\09\09\0A\0A\0A\0A\0A\0A\0A\0A\0A\0A\0A\0A\0A\0A\0A\0A\0B\0B\0B\0B\0B\0B\0B\0B\0B\0B\0B\0B\0B\0B\0B\0B\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\00\00\10\11\12\12\13\13\14\14\14\14\15\15\15\15\16\16\16\16\16\16\16\16\17\17\17\17\17\17\17\17\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D", align 16, !dbg !0
@_length_code = dso_local local_unnamed_addr constant [256 x i8] c"\00\01\02\03\04\05\06\07\08\08\09\09\0A\0A\0B\0B\0C\0C\0C\0C\0D\0D\0D\0D\0E\0E\0E\0E\0F\0F\0F\0F\10\10\10\10\10\10\10\10\11\11\11\11\11\11\11\11\12\12\12\12\12\12\12\12\13\13\13\13\13\13\13\13\14\14\14\14\14\14\14\14\14\14\14\14\14\14\14\14\15\15\15\15\15\15\15\15\15\15\15\15\15\15\15\15\16\16\16\16\16\16\16\16\16\16\16\16\16\16\16\16\17\17\17\17\17\17\17\17\17\17\17\17\17\17\17\17\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1C", align 16, !dbg !58
@static_l_desc = internal constant %struct.static_tree_desc_s { ptr @static_ltree, ptr @extra_lbits, i32 257, i32 286, i32 15 }, align 8, !dbg !65
@static_d_desc = internal constant %struct.static_tree_desc_s { ptr @static_dtree, ptr @extra_dbits, i32 0, i32 30, i32 15 }, align 8, !dbg !73
@static_bl_desc = internal constant %struct.static_tree_desc_s { ptr null, ptr @extra_blbits, i32 0, i32 19, i32 7 }, align 8, !dbg !80
@static_ltree = internal constant [288 x %struct.ct_data_s] [%struct.ct_data_s { %union.anon { i16 12 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 140 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 76 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 204 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 44 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 172 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 108 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 236 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 28 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 156 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 92 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 220 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 60 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 188 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 124 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 252 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 2 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 130 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 66 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 194 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 34 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 162 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 98 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 226 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 18 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 146 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 82 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 210 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 50 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 178 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 114 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 242 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 10 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 138 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 74 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 202 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 42 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 170 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 106 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 234 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 26 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 154 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 90 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 218 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 58 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 186 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 122 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 250 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 6 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 134 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 70 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 198 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 38 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 166 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 102 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 230 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 22 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 150 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 86 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 214 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 54 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 182 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 118 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 246 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 14 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 142 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 78 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 206 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 46 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 174 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 110 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 238 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 30 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 158 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 94 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 222 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 62 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 190 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 126 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 254 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 1 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 129 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 65 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 193 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 33 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 161 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 97 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 225 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 17 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 145 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 81 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 209 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 49 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 177 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 113 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 241 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 9 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 137 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 73 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 201 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 41 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 169 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 105 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 233 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 25 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 153 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 89 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 217 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 57 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 185 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 121 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 249 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 5 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 133 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 69 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 197 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 37 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 165 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 101 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 229 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 21 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 149 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 85 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 213 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 53 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 181 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 117 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 245 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 13 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 141 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 77 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 205 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 45 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 173 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 109 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 237 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 29 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 157 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 93 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 221 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 61 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 189 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 125 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 253 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 19 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 275 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 147 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 403 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 83 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 339 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 211 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 467 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 51 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 307 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 179 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 435 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 115 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 371 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 243 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 499 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 11 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 267 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 139 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 395 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 75 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 331 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 203 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 459 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 43 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 299 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 171 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 427 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 107 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 363 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 235 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 491 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 27 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 283 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 155 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 411 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 91 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 347 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 219 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 475 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 59 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 315 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 187 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 443 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 123 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 379 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 251 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 507 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 7 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 263 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 135 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 391 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 71 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 327 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 199 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 455 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 39 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 295 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 167 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 423 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 103 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 359 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 231 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 487 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 23 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 279 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 151 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 407 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 87 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 343 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 215 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 471 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 55 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 311 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 183 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 439 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 119 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 375 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 247 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 503 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 15 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 271 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 143 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 399 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 79 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 335 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 207 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 463 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 47 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 303 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 175 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 431 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 111 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 367 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 239 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 495 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 31 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 287 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 159 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 415 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 95 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 351 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 223 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 479 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 63 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 319 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 191 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 447 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 127 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 383 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 255 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 511 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon zeroinitializer, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 64 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 32 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 96 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 16 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 80 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 48 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 112 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 8 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 72 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 40 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 104 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 24 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 88 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 56 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 120 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 4 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 68 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 36 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 100 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 20 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 84 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 52 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 116 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 3 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 131 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 67 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 195 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 35 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 163 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 99 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 227 }, %union.anon.0 { i16 8 } }], align 16, !dbg !87
@static_dtree = internal constant [30 x %struct.ct_data_s] [%struct.ct_data_s { %union.anon zeroinitializer, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 16 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 8 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 24 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 4 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 20 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 12 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 28 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 2 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 18 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 10 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 26 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 6 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 22 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 14 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 30 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 1 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 17 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 9 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 25 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 5 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 21 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 13 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 29 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 3 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 19 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 11 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 27 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 7 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 23 }, %union.anon.0 { i16 5 } }], align 16, !dbg !99
@extra_lbits = internal constant [29 x i32] [i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 1, i32 1, i32 1, i32 1, i32 2, i32 2, i32 2, i32 2, i32 3, i32 3, i32 3, i32 3, i32 4, i32 4, i32 4, i32 4, i32 5, i32 5, i32 5, i32 5, i32 0], align 16, !dbg !67
@extra_dbits = internal constant [30 x i32] [i32 0, i32 0, i32 0, i32 0, i32 1, i32 1, i32 2, i32 2, i32 3, i32 3, i32 4, i32 4, i32 5, i32 5, i32 6, i32 6, i32 7, i32 7, i32 8, i32 8, i32 9, i32 9, i32 10, i32 10, i32 11, i32 11, i32 12, i32 12, i32 13, i32 13], align 16, !dbg !75
@extra_blbits = internal constant [19 x i32] [i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 2, i32 3, i32 7], align 16, !dbg !82
@bl_order = internal unnamed_addr constant [19 x i8] c"\10\11\12\00\08\07\09\06\0A\05\0B\04\0C\03\0D\02\0E\01\0F", align 16, !dbg !92
@base_length = internal unnamed_addr constant [29 x i32] [i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 10, i32 12, i32 14, i32 16, i32 20, i32 24, i32 28, i32 32, i32 40, i32 48, i32 56, i32 64, i32 80, i32 96, i32 112, i32 128, i32 160, i32 192, i32 224, i32 0], align 16, !dbg !95
@base_dist = internal unnamed_addr constant [30 x i32] [i32 0, i32 1, i32 2, i32 3, i32 4, i32 6, i32 8, i32 12, i32 16, i32 24, i32 32, i32 48, i32 64, i32 96, i32 128, i32 192, i32 256, i32 384, i32 512, i32 768, i32 1024, i32 1536, i32 2048, i32 3072, i32 4096, i32 6144, i32 8192, i32 12288, i32 16384, i32 24576], align 16, !dbg !97

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: write) uwtable
define dso_local void @_tr_init(ptr noundef %0) local_unnamed_addr #0 !dbg !113 {
    #dbg_value(ptr %0, !254, !DIExpression(), !255)
  %2 = getelementptr inbounds i8, ptr %0, i64 212, !dbg !256
  %3 = getelementptr inbounds i8, ptr %0, i64 2904, !dbg !257
  store ptr %2, ptr %3, align 8, !dbg !258, !tbaa !259
  %4 = getelementptr inbounds i8, ptr %0, i64 2920, !dbg !268
  store ptr @static_l_desc, ptr %4, align 8, !dbg !269, !tbaa !270
  %5 = getelementptr inbounds i8, ptr %0, i64 2504, !dbg !271
  %6 = getelementptr inbounds i8, ptr %0, i64 2928, !dbg !272
  store ptr %5, ptr %6, align 8, !dbg !273, !tbaa !274
  %7 = getelementptr inbounds i8, ptr %0, i64 2944, !dbg !275
  store ptr @static_d_desc, ptr %7, align 8, !dbg !276, !tbaa !277
  %8 = getelementptr inbounds i8, ptr %0, i64 2748, !dbg !278
  %9 = getelementptr inbounds i8, ptr %0, i64 2952, !dbg !279
  store ptr %8, ptr %9, align 8, !dbg !280, !tbaa !281
  %10 = getelementptr inbounds i8, ptr %0, i64 2968, !dbg !282
  store ptr @static_bl_desc, ptr %10, align 8, !dbg !283, !tbaa !284
  %11 = getelementptr inbounds i8, ptr %0, i64 5936, !dbg !285
  store i16 0, ptr %11, align 8, !dbg !286, !tbaa !287
  %12 = getelementptr inbounds i8, ptr %0, i64 5940, !dbg !288
  store i32 0, ptr %12, align 4, !dbg !289, !tbaa !290
  %13 = getelementptr inbounds i8, ptr %0, i64 5944, !dbg !291
  store i32 0, ptr %13, align 8, !dbg !292, !tbaa !293
  tail call fastcc void @init_block(ptr noundef %0), !dbg !294
  ret void, !dbg !295
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: write) uwtable
define internal fastcc void @init_block(ptr nocapture noundef writeonly %0) unnamed_addr #0 !dbg !296 {
    #dbg_value(ptr %0, !298, !DIExpression(), !300)
    #dbg_value(i32 0, !299, !DIExpression(), !300)
  %2 = getelementptr inbounds i8, ptr %0, i64 212
    #dbg_value(i32 0, !299, !DIExpression(), !300)
  br label %56, !dbg !301

3:                                                ; preds = %56
  %4 = getelementptr inbounds i8, ptr %0, i64 2504
    #dbg_value(i32 0, !299, !DIExpression(), !300)
    #dbg_value(i64 0, !299, !DIExpression(), !300)
  store i16 0, ptr %4, align 4, !dbg !303, !tbaa !306
    #dbg_value(i64 1, !299, !DIExpression(), !300)
  %5 = getelementptr inbounds i8, ptr %0, i64 2508, !dbg !307
  store i16 0, ptr %5, align 4, !dbg !303, !tbaa !306
    #dbg_value(i64 2, !299, !DIExpression(), !300)
  %6 = getelementptr inbounds i8, ptr %0, i64 2512, !dbg !307
  store i16 0, ptr %6, align 4, !dbg !303, !tbaa !306
    #dbg_value(i64 3, !299, !DIExpression(), !300)
  %7 = getelementptr inbounds i8, ptr %0, i64 2516, !dbg !307
  store i16 0, ptr %7, align 4, !dbg !303, !tbaa !306
    #dbg_value(i64 4, !299, !DIExpression(), !300)
  %8 = getelementptr inbounds i8, ptr %0, i64 2520, !dbg !307
  store i16 0, ptr %8, align 4, !dbg !303, !tbaa !306
    #dbg_value(i64 5, !299, !DIExpression(), !300)
  %9 = getelementptr inbounds i8, ptr %0, i64 2524, !dbg !307
  store i16 0, ptr %9, align 4, !dbg !303, !tbaa !306
    #dbg_value(i64 6, !299, !DIExpression(), !300)
  %10 = getelementptr inbounds i8, ptr %0, i64 2528, !dbg !307
  store i16 0, ptr %10, align 4, !dbg !303, !tbaa !306
    #dbg_value(i64 7, !299, !DIExpression(), !300)
  %11 = getelementptr inbounds i8, ptr %0, i64 2532, !dbg !307
  store i16 0, ptr %11, align 4, !dbg !303, !tbaa !306
    #dbg_value(i64 8, !299, !DIExpression(), !300)
  %12 = getelementptr inbounds i8, ptr %0, i64 2536, !dbg !307
  store i16 0, ptr %12, align 4, !dbg !303, !tbaa !306
    #dbg_value(i64 9, !299, !DIExpression(), !300)
  %13 = getelementptr inbounds i8, ptr %0, i64 2540, !dbg !307
  store i16 0, ptr %13, align 4, !dbg !303, !tbaa !306
    #dbg_value(i64 10, !299, !DIExpression(), !300)
  %14 = getelementptr inbounds i8, ptr %0, i64 2544, !dbg !307
  store i16 0, ptr %14, align 4, !dbg !303, !tbaa !306
    #dbg_value(i64 11, !299, !DIExpression(), !300)
  %15 = getelementptr inbounds i8, ptr %0, i64 2548, !dbg !307
  store i16 0, ptr %15, align 4, !dbg !303, !tbaa !306
    #dbg_value(i64 12, !299, !DIExpression(), !300)
  %16 = getelementptr inbounds i8, ptr %0, i64 2552, !dbg !307
  store i16 0, ptr %16, align 4, !dbg !303, !tbaa !306
    #dbg_value(i64 13, !299, !DIExpression(), !300)
  %17 = getelementptr inbounds i8, ptr %0, i64 2556, !dbg !307
  store i16 0, ptr %17, align 4, !dbg !303, !tbaa !306
    #dbg_value(i64 14, !299, !DIExpression(), !300)
  %18 = getelementptr inbounds i8, ptr %0, i64 2560, !dbg !307
  store i16 0, ptr %18, align 4, !dbg !303, !tbaa !306
    #dbg_value(i64 15, !299, !DIExpression(), !300)
  %19 = getelementptr inbounds i8, ptr %0, i64 2564, !dbg !307
  store i16 0, ptr %19, align 4, !dbg !303, !tbaa !306
    #dbg_value(i64 16, !299, !DIExpression(), !300)
  %20 = getelementptr inbounds i8, ptr %0, i64 2568, !dbg !307
  store i16 0, ptr %20, align 4, !dbg !303, !tbaa !306
    #dbg_value(i64 17, !299, !DIExpression(), !300)
  %21 = getelementptr inbounds i8, ptr %0, i64 2572, !dbg !307
  store i16 0, ptr %21, align 4, !dbg !303, !tbaa !306
    #dbg_value(i64 18, !299, !DIExpression(), !300)
  %22 = getelementptr inbounds i8, ptr %0, i64 2576, !dbg !307
  store i16 0, ptr %22, align 4, !dbg !303, !tbaa !306
    #dbg_value(i64 19, !299, !DIExpression(), !300)
  %23 = getelementptr inbounds i8, ptr %0, i64 2580, !dbg !307
  store i16 0, ptr %23, align 4, !dbg !303, !tbaa !306
    #dbg_value(i64 20, !299, !DIExpression(), !300)
  %24 = getelementptr inbounds i8, ptr %0, i64 2584, !dbg !307
  store i16 0, ptr %24, align 4, !dbg !303, !tbaa !306
    #dbg_value(i64 21, !299, !DIExpression(), !300)
  %25 = getelementptr inbounds i8, ptr %0, i64 2588, !dbg !307
  store i16 0, ptr %25, align 4, !dbg !303, !tbaa !306
    #dbg_value(i64 22, !299, !DIExpression(), !300)
  %26 = getelementptr inbounds i8, ptr %0, i64 2592, !dbg !307
  store i16 0, ptr %26, align 4, !dbg !303, !tbaa !306
    #dbg_value(i64 23, !299, !DIExpression(), !300)
  %27 = getelementptr inbounds i8, ptr %0, i64 2596, !dbg !307
  store i16 0, ptr %27, align 4, !dbg !303, !tbaa !306
    #dbg_value(i64 24, !299, !DIExpression(), !300)
  %28 = getelementptr inbounds i8, ptr %0, i64 2600, !dbg !307
  store i16 0, ptr %28, align 4, !dbg !303, !tbaa !306
    #dbg_value(i64 25, !299, !DIExpression(), !300)
  %29 = getelementptr inbounds i8, ptr %0, i64 2604, !dbg !307
  store i16 0, ptr %29, align 4, !dbg !303, !tbaa !306
    #dbg_value(i64 26, !299, !DIExpression(), !300)
  %30 = getelementptr inbounds i8, ptr %0, i64 2608, !dbg !307
  store i16 0, ptr %30, align 4, !dbg !303, !tbaa !306
    #dbg_value(i64 27, !299, !DIExpression(), !300)
  %31 = getelementptr inbounds i8, ptr %0, i64 2612, !dbg !307
  store i16 0, ptr %31, align 4, !dbg !303, !tbaa !306
    #dbg_value(i64 28, !299, !DIExpression(), !300)
  %32 = getelementptr inbounds i8, ptr %0, i64 2616, !dbg !307
  store i16 0, ptr %32, align 4, !dbg !303, !tbaa !306
    #dbg_value(i64 29, !299, !DIExpression(), !300)
  %33 = getelementptr inbounds i8, ptr %0, i64 2620, !dbg !307
  store i16 0, ptr %33, align 4, !dbg !303, !tbaa !306
    #dbg_value(i64 30, !299, !DIExpression(), !300)
  %34 = getelementptr inbounds i8, ptr %0, i64 2748
    #dbg_value(i32 0, !299, !DIExpression(), !300)
    #dbg_value(i64 0, !299, !DIExpression(), !300)
  store i16 0, ptr %34, align 4, !dbg !308, !tbaa !306
    #dbg_value(i64 1, !299, !DIExpression(), !300)
  %35 = getelementptr inbounds i8, ptr %0, i64 2752, !dbg !311
  store i16 0, ptr %35, align 4, !dbg !308, !tbaa !306
    #dbg_value(i64 2, !299, !DIExpression(), !300)
  %36 = getelementptr inbounds i8, ptr %0, i64 2756, !dbg !311
  store i16 0, ptr %36, align 4, !dbg !308, !tbaa !306
    #dbg_value(i64 3, !299, !DIExpression(), !300)
  %37 = getelementptr inbounds i8, ptr %0, i64 2760, !dbg !311
  store i16 0, ptr %37, align 4, !dbg !308, !tbaa !306
    #dbg_value(i64 4, !299, !DIExpression(), !300)
  %38 = getelementptr inbounds i8, ptr %0, i64 2764, !dbg !311
  store i16 0, ptr %38, align 4, !dbg !308, !tbaa !306
    #dbg_value(i64 5, !299, !DIExpression(), !300)
  %39 = getelementptr inbounds i8, ptr %0, i64 2768, !dbg !311
  store i16 0, ptr %39, align 4, !dbg !308, !tbaa !306
    #dbg_value(i64 6, !299, !DIExpression(), !300)
  %40 = getelementptr inbounds i8, ptr %0, i64 2772, !dbg !311
  store i16 0, ptr %40, align 4, !dbg !308, !tbaa !306
    #dbg_value(i64 7, !299, !DIExpression(), !300)
  %41 = getelementptr inbounds i8, ptr %0, i64 2776, !dbg !311
  store i16 0, ptr %41, align 4, !dbg !308, !tbaa !306
    #dbg_value(i64 8, !299, !DIExpression(), !300)
  %42 = getelementptr inbounds i8, ptr %0, i64 2780, !dbg !311
  store i16 0, ptr %42, align 4, !dbg !308, !tbaa !306
    #dbg_value(i64 9, !299, !DIExpression(), !300)
  %43 = getelementptr inbounds i8, ptr %0, i64 2784, !dbg !311
  store i16 0, ptr %43, align 4, !dbg !308, !tbaa !306
    #dbg_value(i64 10, !299, !DIExpression(), !300)
  %44 = getelementptr inbounds i8, ptr %0, i64 2788, !dbg !311
  store i16 0, ptr %44, align 4, !dbg !308, !tbaa !306
    #dbg_value(i64 11, !299, !DIExpression(), !300)
  %45 = getelementptr inbounds i8, ptr %0, i64 2792, !dbg !311
  store i16 0, ptr %45, align 4, !dbg !308, !tbaa !306
    #dbg_value(i64 12, !299, !DIExpression(), !300)
  %46 = getelementptr inbounds i8, ptr %0, i64 2796, !dbg !311
  store i16 0, ptr %46, align 4, !dbg !308, !tbaa !306
    #dbg_value(i64 13, !299, !DIExpression(), !300)
  %47 = getelementptr inbounds i8, ptr %0, i64 2800, !dbg !311
  store i16 0, ptr %47, align 4, !dbg !308, !tbaa !306
    #dbg_value(i64 14, !299, !DIExpression(), !300)
  %48 = getelementptr inbounds i8, ptr %0, i64 2804, !dbg !311
  store i16 0, ptr %48, align 4, !dbg !308, !tbaa !306
    #dbg_value(i64 15, !299, !DIExpression(), !300)
  %49 = getelementptr inbounds i8, ptr %0, i64 2808, !dbg !311
  store i16 0, ptr %49, align 4, !dbg !308, !tbaa !306
    #dbg_value(i64 16, !299, !DIExpression(), !300)
  %50 = getelementptr inbounds i8, ptr %0, i64 2812, !dbg !311
  store i16 0, ptr %50, align 4, !dbg !308, !tbaa !306
    #dbg_value(i64 17, !299, !DIExpression(), !300)
  %51 = getelementptr inbounds i8, ptr %0, i64 2816, !dbg !311
  store i16 0, ptr %51, align 4, !dbg !308, !tbaa !306
    #dbg_value(i64 18, !299, !DIExpression(), !300)
  %52 = getelementptr inbounds i8, ptr %0, i64 2820, !dbg !311
  store i16 0, ptr %52, align 4, !dbg !308, !tbaa !306
    #dbg_value(i64 19, !299, !DIExpression(), !300)
  %53 = getelementptr inbounds i8, ptr %0, i64 1236, !dbg !312
  store i16 1, ptr %53, align 4, !dbg !313, !tbaa !306
  %54 = getelementptr inbounds i8, ptr %0, i64 5912, !dbg !314
  %55 = getelementptr inbounds i8, ptr %0, i64 5900, !dbg !315
  store i32 0, ptr %55, align 4, !dbg !316, !tbaa !317
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(20) %54, i8 0, i64 20, i1 false), !dbg !318
  ret void, !dbg !319

56:                                               ; preds = %56, %1
  %57 = phi i64 [ 0, %1 ], [ %61, %56 ]
    #dbg_value(i64 %57, !299, !DIExpression(), !300)
  %58 = getelementptr inbounds [573 x %struct.ct_data_s], ptr %2, i64 0, i64 %57, !dbg !320
  store i16 0, ptr %58, align 4, !dbg !322, !tbaa !306
  %59 = or disjoint i64 %57, 1, !dbg !323
    #dbg_value(i64 %59, !299, !DIExpression(), !300)
  %60 = getelementptr inbounds [573 x %struct.ct_data_s], ptr %2, i64 0, i64 %59, !dbg !320
  store i16 0, ptr %60, align 4, !dbg !322, !tbaa !306
  %61 = add nuw nsw i64 %57, 2, !dbg !323
    #dbg_value(i64 %61, !299, !DIExpression(), !300)
  %62 = icmp eq i64 %61, 286, !dbg !324
  br i1 %62, label %3, label %56, !dbg !301, !llvm.loop !325
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @_tr_stored_block(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i64 noundef %2, i32 noundef %3) local_unnamed_addr #1 !dbg !328 {
    #dbg_value(ptr %0, !334, !DIExpression(), !343)
    #dbg_value(ptr %1, !335, !DIExpression(), !343)
    #dbg_value(i64 %2, !336, !DIExpression(), !343)
    #dbg_value(i32 %3, !337, !DIExpression(), !343)
    #dbg_value(i32 3, !338, !DIExpression(), !344)
  %5 = getelementptr inbounds i8, ptr %0, i64 5940, !dbg !345
  %6 = load i32, ptr %5, align 4, !dbg !345, !tbaa !290
  %7 = icmp sgt i32 %6, 13, !dbg !345
  br i1 %7, label %8, label %34, !dbg !346

8:                                                ; preds = %4
    #dbg_value(i32 %3, !340, !DIExpression(), !347)
  %9 = and i32 %3, 65535, !dbg !348
  %10 = shl i32 %3, %6, !dbg !348
  %11 = getelementptr inbounds i8, ptr %0, i64 5936, !dbg !348
  %12 = load i16, ptr %11, align 8, !dbg !348, !tbaa !287
  %13 = trunc i32 %10 to i16, !dbg !348
  %14 = or i16 %12, %13, !dbg !348
  store i16 %14, ptr %11, align 8, !dbg !348, !tbaa !287
  %15 = trunc i16 %14 to i8, !dbg !349
  %16 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !349
  %17 = load ptr, ptr %16, align 8, !dbg !349, !tbaa !352
  %18 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !349
  %19 = load i64, ptr %18, align 8, !dbg !349, !tbaa !353
  %20 = add i64 %19, 1, !dbg !349
  store i64 %20, ptr %18, align 8, !dbg !349, !tbaa !353
  %21 = getelementptr inbounds i8, ptr %17, i64 %19, !dbg !349
  store i8 %15, ptr %21, align 1, !dbg !349, !tbaa !306
  %22 = load i16, ptr %11, align 8, !dbg !354, !tbaa !287
  %23 = lshr i16 %22, 8, !dbg !354
  %24 = trunc nuw i16 %23 to i8, !dbg !354
  %25 = load ptr, ptr %16, align 8, !dbg !354, !tbaa !352
  %26 = load i64, ptr %18, align 8, !dbg !354, !tbaa !353
  %27 = add i64 %26, 1, !dbg !354
  store i64 %27, ptr %18, align 8, !dbg !354, !tbaa !353
  %28 = getelementptr inbounds i8, ptr %25, i64 %26, !dbg !354
  store i8 %24, ptr %28, align 1, !dbg !354, !tbaa !306
  %29 = load i32, ptr %5, align 4, !dbg !348, !tbaa !290
  %30 = sub nsw i32 16, %29, !dbg !348
  %31 = lshr i32 %9, %30, !dbg !348
  %32 = trunc nuw i32 %31 to i16, !dbg !348
  store i16 %32, ptr %11, align 8, !dbg !348, !tbaa !287
  %33 = add nsw i32 %29, -13, !dbg !348
  br label %41, !dbg !348

34:                                               ; preds = %4
  %35 = shl i32 %3, %6, !dbg !356
  %36 = getelementptr inbounds i8, ptr %0, i64 5936, !dbg !356
  %37 = load i16, ptr %36, align 8, !dbg !356, !tbaa !287
  %38 = trunc i32 %35 to i16, !dbg !356
  %39 = or i16 %37, %38, !dbg !356
  store i16 %39, ptr %36, align 8, !dbg !356, !tbaa !287
  %40 = add nsw i32 %6, 3, !dbg !356
  br label %41

41:                                               ; preds = %34, %8
  %42 = phi i16 [ %39, %34 ], [ %32, %8 ]
  %43 = phi i32 [ %40, %34 ], [ %33, %8 ], !dbg !345
  store i32 %43, ptr %5, align 4, !dbg !345, !tbaa !290
    #dbg_value(ptr %0, !358, !DIExpression(), !361)
  %44 = icmp sgt i32 %43, 8, !dbg !363
  br i1 %44, label %45, label %56, !dbg !365

45:                                               ; preds = %41
  %46 = getelementptr inbounds i8, ptr %0, i64 5936, !dbg !366
  %47 = trunc i16 %42 to i8, !dbg !366
  %48 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !366
  %49 = load ptr, ptr %48, align 8, !dbg !366, !tbaa !352
  %50 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !366
  %51 = load i64, ptr %50, align 8, !dbg !366, !tbaa !353
  %52 = add i64 %51, 1, !dbg !366
  store i64 %52, ptr %50, align 8, !dbg !366, !tbaa !353
  %53 = getelementptr inbounds i8, ptr %49, i64 %51, !dbg !366
  store i8 %47, ptr %53, align 1, !dbg !366, !tbaa !306
  %54 = load i16, ptr %46, align 8, !dbg !370, !tbaa !287
  %55 = lshr i16 %54, 8, !dbg !370
  br label %61, !dbg !372

56:                                               ; preds = %41
  %57 = icmp sgt i32 %43, 0, !dbg !373
  br i1 %57, label %58, label %71, !dbg !375

58:                                               ; preds = %56
  %59 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !376
  %60 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !376
  br label %61, !dbg !379

61:                                               ; preds = %58, %45
  %62 = phi ptr [ %60, %58 ], [ %50, %45 ]
  %63 = phi ptr [ %59, %58 ], [ %48, %45 ]
  %64 = phi i16 [ %42, %58 ], [ %55, %45 ]
  %65 = trunc i16 %64 to i8, !dbg !380
  %66 = load ptr, ptr %63, align 8, !dbg !380, !tbaa !352
  %67 = load i64, ptr %62, align 8, !dbg !380, !tbaa !353
  %68 = add i64 %67, 1, !dbg !380
  store i64 %68, ptr %62, align 8, !dbg !380, !tbaa !353
  %69 = getelementptr inbounds i8, ptr %66, i64 %67, !dbg !380
  store i8 %65, ptr %69, align 1, !dbg !380, !tbaa !306
  %70 = load i32, ptr %5, align 4, !dbg !381, !tbaa !290
  br label %71, !dbg !381

71:                                               ; preds = %56, %61
  %72 = phi i32 [ %43, %56 ], [ %70, %61 ], !dbg !381
  %73 = add i32 %72, 7, !dbg !382
  %74 = and i32 %73, 7, !dbg !383
  %75 = add nuw nsw i32 %74, 1, !dbg !384
  %76 = getelementptr inbounds i8, ptr %0, i64 5944, !dbg !385
  store i32 %75, ptr %76, align 8, !dbg !386, !tbaa !293
  %77 = getelementptr inbounds i8, ptr %0, i64 5936, !dbg !387
  store i16 0, ptr %77, align 8, !dbg !388, !tbaa !287
  store i32 0, ptr %5, align 4, !dbg !389, !tbaa !290
  %78 = trunc i64 %2 to i8, !dbg !390
  %79 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !390
  %80 = load ptr, ptr %79, align 8, !dbg !390, !tbaa !352
  %81 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !390
  %82 = load i64, ptr %81, align 8, !dbg !390, !tbaa !353
  %83 = add i64 %82, 1, !dbg !390
  store i64 %83, ptr %81, align 8, !dbg !390, !tbaa !353
  %84 = getelementptr inbounds i8, ptr %80, i64 %82, !dbg !390
  store i8 %78, ptr %84, align 1, !dbg !390, !tbaa !306
  %85 = lshr i64 %2, 8, !dbg !393
  %86 = trunc i64 %85 to i8, !dbg !393
  %87 = load ptr, ptr %79, align 8, !dbg !393, !tbaa !352
  %88 = load i64, ptr %81, align 8, !dbg !393, !tbaa !353
  %89 = add i64 %88, 1, !dbg !393
  store i64 %89, ptr %81, align 8, !dbg !393, !tbaa !353
  %90 = getelementptr inbounds i8, ptr %87, i64 %88, !dbg !393
  store i8 %86, ptr %90, align 1, !dbg !393, !tbaa !306
  %91 = trunc i64 %2 to i32, !dbg !395
  %92 = xor i32 %91, 65535, !dbg !395
  %93 = trunc i32 %92 to i8, !dbg !395
  %94 = load ptr, ptr %79, align 8, !dbg !395, !tbaa !352
  %95 = load i64, ptr %81, align 8, !dbg !395, !tbaa !353
  %96 = add i64 %95, 1, !dbg !395
  store i64 %96, ptr %81, align 8, !dbg !395, !tbaa !353
  %97 = getelementptr inbounds i8, ptr %94, i64 %95, !dbg !395
  store i8 %93, ptr %97, align 1, !dbg !395, !tbaa !306
  %98 = lshr i32 %92, 8, !dbg !398
  %99 = trunc i32 %98 to i8, !dbg !398
  %100 = load ptr, ptr %79, align 8, !dbg !398, !tbaa !352
  %101 = load i64, ptr %81, align 8, !dbg !398, !tbaa !353
  %102 = add i64 %101, 1, !dbg !398
  store i64 %102, ptr %81, align 8, !dbg !398, !tbaa !353
  %103 = getelementptr inbounds i8, ptr %100, i64 %101, !dbg !398
  store i8 %99, ptr %103, align 1, !dbg !398, !tbaa !306
  %104 = icmp eq i64 %2, 0, !dbg !400
  br i1 %104, label %109, label %105, !dbg !402

105:                                              ; preds = %71
  %106 = load ptr, ptr %79, align 8, !dbg !403, !tbaa !352
  %107 = load i64, ptr %81, align 8, !dbg !404, !tbaa !353
  %108 = getelementptr inbounds i8, ptr %106, i64 %107, !dbg !405
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %108, ptr align 1 %1, i64 %2, i1 false), !dbg !406
  br label %109, !dbg !406

109:                                              ; preds = %105, %71
  %110 = load i64, ptr %81, align 8, !dbg !407, !tbaa !353
  %111 = add i64 %110, %2, !dbg !407
  store i64 %111, ptr %81, align 8, !dbg !407, !tbaa !353
  ret void, !dbg !408
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local void @_tr_flush_bits(ptr nocapture noundef %0) local_unnamed_addr #4 !dbg !409 {
    #dbg_value(ptr %0, !411, !DIExpression(), !412)
    #dbg_value(ptr %0, !413, !DIExpression(), !416)
  %2 = getelementptr inbounds i8, ptr %0, i64 5940, !dbg !418
  %3 = load i32, ptr %2, align 4, !dbg !418, !tbaa !290
  %4 = icmp eq i32 %3, 16, !dbg !420
  br i1 %4, label %5, label %22, !dbg !421

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %0, i64 5936, !dbg !422
  %7 = load i16, ptr %6, align 8, !dbg !422, !tbaa !287
  %8 = trunc i16 %7 to i8, !dbg !422
  %9 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !422
  %10 = load ptr, ptr %9, align 8, !dbg !422, !tbaa !352
  %11 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !422
  %12 = load i64, ptr %11, align 8, !dbg !422, !tbaa !353
  %13 = add i64 %12, 1, !dbg !422
  store i64 %13, ptr %11, align 8, !dbg !422, !tbaa !353
  %14 = getelementptr inbounds i8, ptr %10, i64 %12, !dbg !422
  store i8 %8, ptr %14, align 1, !dbg !422, !tbaa !306
  %15 = load i16, ptr %6, align 8, !dbg !426, !tbaa !287
  %16 = lshr i16 %15, 8, !dbg !426
  %17 = trunc nuw i16 %16 to i8, !dbg !426
  %18 = load ptr, ptr %9, align 8, !dbg !426, !tbaa !352
  %19 = load i64, ptr %11, align 8, !dbg !426, !tbaa !353
  %20 = add i64 %19, 1, !dbg !426
  store i64 %20, ptr %11, align 8, !dbg !426, !tbaa !353
  %21 = getelementptr inbounds i8, ptr %18, i64 %19, !dbg !426
  store i8 %17, ptr %21, align 1, !dbg !426, !tbaa !306
  store i16 0, ptr %6, align 8, !dbg !428, !tbaa !287
  br label %38, !dbg !429

22:                                               ; preds = %1
  %23 = icmp sgt i32 %3, 7, !dbg !430
  br i1 %23, label %24, label %40, !dbg !432

24:                                               ; preds = %22
  %25 = getelementptr inbounds i8, ptr %0, i64 5936, !dbg !433
  %26 = load i16, ptr %25, align 8, !dbg !433, !tbaa !287
  %27 = trunc i16 %26 to i8, !dbg !433
  %28 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !433
  %29 = load ptr, ptr %28, align 8, !dbg !433, !tbaa !352
  %30 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !433
  %31 = load i64, ptr %30, align 8, !dbg !433, !tbaa !353
  %32 = add i64 %31, 1, !dbg !433
  store i64 %32, ptr %30, align 8, !dbg !433, !tbaa !353
  %33 = getelementptr inbounds i8, ptr %29, i64 %31, !dbg !433
  store i8 %27, ptr %33, align 1, !dbg !433, !tbaa !306
  %34 = load i16, ptr %25, align 8, !dbg !436, !tbaa !287
  %35 = lshr i16 %34, 8, !dbg !436
  store i16 %35, ptr %25, align 8, !dbg !436, !tbaa !287
  %36 = load i32, ptr %2, align 4, !dbg !437, !tbaa !290
  %37 = add nsw i32 %36, -8, !dbg !437
  br label %38, !dbg !438

38:                                               ; preds = %24, %5
  %39 = phi i32 [ %37, %24 ], [ 0, %5 ]
  store i32 %39, ptr %2, align 4, !dbg !439, !tbaa !290
  br label %40, !dbg !440

40:                                               ; preds = %22, %38
  ret void, !dbg !441
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local void @_tr_align(ptr nocapture noundef %0) local_unnamed_addr #4 !dbg !442 {
    #dbg_value(ptr %0, !444, !DIExpression(), !455)
    #dbg_value(i32 3, !445, !DIExpression(), !456)
  %2 = getelementptr inbounds i8, ptr %0, i64 5940, !dbg !457
  %3 = load i32, ptr %2, align 4, !dbg !457, !tbaa !290
  %4 = icmp sgt i32 %3, 13, !dbg !457
  %5 = shl i32 2, %3, !dbg !457
  %6 = getelementptr inbounds i8, ptr %0, i64 5936, !dbg !457
  %7 = load i16, ptr %6, align 8, !dbg !457, !tbaa !287
  %8 = trunc i32 %5 to i16, !dbg !457
  %9 = or i16 %7, %8, !dbg !457
  store i16 %9, ptr %6, align 8, !dbg !457, !tbaa !287
  br i1 %4, label %10, label %30, !dbg !458

10:                                               ; preds = %1
    #dbg_value(i32 2, !447, !DIExpression(), !459)
  %11 = trunc i16 %9 to i8, !dbg !460
  %12 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !460
  %13 = load ptr, ptr %12, align 8, !dbg !460, !tbaa !352
  %14 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !460
  %15 = load i64, ptr %14, align 8, !dbg !460, !tbaa !353
  %16 = add i64 %15, 1, !dbg !460
  store i64 %16, ptr %14, align 8, !dbg !460, !tbaa !353
  %17 = getelementptr inbounds i8, ptr %13, i64 %15, !dbg !460
  store i8 %11, ptr %17, align 1, !dbg !460, !tbaa !306
  %18 = load i16, ptr %6, align 8, !dbg !463, !tbaa !287
  %19 = lshr i16 %18, 8, !dbg !463
  %20 = trunc nuw i16 %19 to i8, !dbg !463
  %21 = load ptr, ptr %12, align 8, !dbg !463, !tbaa !352
  %22 = load i64, ptr %14, align 8, !dbg !463, !tbaa !353
  %23 = add i64 %22, 1, !dbg !463
  store i64 %23, ptr %14, align 8, !dbg !463, !tbaa !353
  %24 = getelementptr inbounds i8, ptr %21, i64 %22, !dbg !463
  store i8 %20, ptr %24, align 1, !dbg !463, !tbaa !306
  %25 = load i32, ptr %2, align 4, !dbg !465, !tbaa !290
  %26 = sub nsw i32 16, %25, !dbg !465
  %27 = lshr i32 2, %26, !dbg !465
  %28 = trunc nuw nsw i32 %27 to i16, !dbg !465
  store i16 %28, ptr %6, align 8, !dbg !465, !tbaa !287
  %29 = add nsw i32 %25, -13, !dbg !465
  br label %32, !dbg !465

30:                                               ; preds = %1
  %31 = add nsw i32 %3, 3, !dbg !466
  br label %32

32:                                               ; preds = %30, %10
  %33 = phi i16 [ %9, %30 ], [ %28, %10 ]
  %34 = phi i32 [ %31, %30 ], [ %29, %10 ], !dbg !457
  store i32 %34, ptr %2, align 4, !dbg !457, !tbaa !290
    #dbg_value(i32 7, !450, !DIExpression(), !468)
  %35 = icmp sgt i32 %34, 9, !dbg !469
  %36 = trunc i16 %33 to i8, !dbg !455
  br i1 %35, label %37, label %54, !dbg !470

37:                                               ; preds = %32
    #dbg_value(i32 0, !452, !DIExpression(), !471)
  %38 = getelementptr inbounds i8, ptr %0, i64 5936, !dbg !472
  %39 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !473
  %40 = load ptr, ptr %39, align 8, !dbg !473, !tbaa !352
  %41 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !473
  %42 = load i64, ptr %41, align 8, !dbg !473, !tbaa !353
  %43 = add i64 %42, 1, !dbg !473
  store i64 %43, ptr %41, align 8, !dbg !473, !tbaa !353
  %44 = getelementptr inbounds i8, ptr %40, i64 %42, !dbg !473
  store i8 %36, ptr %44, align 1, !dbg !473, !tbaa !306
  %45 = load i16, ptr %38, align 8, !dbg !476, !tbaa !287
  %46 = lshr i16 %45, 8, !dbg !476
  %47 = trunc nuw i16 %46 to i8, !dbg !476
  %48 = load ptr, ptr %39, align 8, !dbg !476, !tbaa !352
  %49 = load i64, ptr %41, align 8, !dbg !476, !tbaa !353
  %50 = add i64 %49, 1, !dbg !476
  store i64 %50, ptr %41, align 8, !dbg !476, !tbaa !353
  %51 = getelementptr inbounds i8, ptr %48, i64 %49, !dbg !476
  store i8 %47, ptr %51, align 1, !dbg !476, !tbaa !306
  store i16 0, ptr %38, align 8, !dbg !472, !tbaa !287
  %52 = load i32, ptr %2, align 4, !dbg !472, !tbaa !290
  %53 = add nsw i32 %52, -9, !dbg !472
  br label %56, !dbg !472

54:                                               ; preds = %32
  %55 = add nsw i32 %34, 7, !dbg !478
  br label %56

56:                                               ; preds = %54, %37
  %57 = phi i8 [ %36, %54 ], [ 0, %37 ]
  %58 = phi i32 [ %55, %54 ], [ %53, %37 ], !dbg !469
  store i32 %58, ptr %2, align 4, !dbg !469, !tbaa !290
    #dbg_value(ptr %0, !413, !DIExpression(), !480)
  %59 = icmp eq i32 %58, 16, !dbg !482
  br i1 %59, label %60, label %75, !dbg !483

60:                                               ; preds = %56
  %61 = getelementptr inbounds i8, ptr %0, i64 5936, !dbg !484
  %62 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !484
  %63 = load ptr, ptr %62, align 8, !dbg !484, !tbaa !352
  %64 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !484
  %65 = load i64, ptr %64, align 8, !dbg !484, !tbaa !353
  %66 = add i64 %65, 1, !dbg !484
  store i64 %66, ptr %64, align 8, !dbg !484, !tbaa !353
  %67 = getelementptr inbounds i8, ptr %63, i64 %65, !dbg !484
  store i8 %57, ptr %67, align 1, !dbg !484, !tbaa !306
  %68 = load i16, ptr %61, align 8, !dbg !485, !tbaa !287
  %69 = lshr i16 %68, 8, !dbg !485
  %70 = trunc nuw i16 %69 to i8, !dbg !485
  %71 = load ptr, ptr %62, align 8, !dbg !485, !tbaa !352
  %72 = load i64, ptr %64, align 8, !dbg !485, !tbaa !353
  %73 = add i64 %72, 1, !dbg !485
  store i64 %73, ptr %64, align 8, !dbg !485, !tbaa !353
  %74 = getelementptr inbounds i8, ptr %71, i64 %72, !dbg !485
  store i8 %70, ptr %74, align 1, !dbg !485, !tbaa !306
  store i16 0, ptr %61, align 8, !dbg !486, !tbaa !287
  br label %89, !dbg !487

75:                                               ; preds = %56
  %76 = icmp sgt i32 %58, 7, !dbg !488
  br i1 %76, label %77, label %91, !dbg !489

77:                                               ; preds = %75
  %78 = getelementptr inbounds i8, ptr %0, i64 5936, !dbg !490
  %79 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !490
  %80 = load ptr, ptr %79, align 8, !dbg !490, !tbaa !352
  %81 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !490
  %82 = load i64, ptr %81, align 8, !dbg !490, !tbaa !353
  %83 = add i64 %82, 1, !dbg !490
  store i64 %83, ptr %81, align 8, !dbg !490, !tbaa !353
  %84 = getelementptr inbounds i8, ptr %80, i64 %82, !dbg !490
  store i8 %57, ptr %84, align 1, !dbg !490, !tbaa !306
  %85 = load i16, ptr %78, align 8, !dbg !491, !tbaa !287
  %86 = lshr i16 %85, 8, !dbg !491
  store i16 %86, ptr %78, align 8, !dbg !491, !tbaa !287
  %87 = load i32, ptr %2, align 4, !dbg !492, !tbaa !290
  %88 = add nsw i32 %87, -8, !dbg !492
  br label %89, !dbg !493

89:                                               ; preds = %77, %60
  %90 = phi i32 [ %88, %77 ], [ 0, %60 ]
  store i32 %90, ptr %2, align 4, !dbg !494, !tbaa !290
  br label %91, !dbg !495

91:                                               ; preds = %75, %89
  ret void, !dbg !496
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @_tr_flush_block(ptr noundef %0, ptr noundef readonly %1, i64 noundef %2, i32 noundef %3) local_unnamed_addr #5 !dbg !497 {
    #dbg_value(ptr %0, !499, !DIExpression(), !520)
    #dbg_value(ptr %1, !500, !DIExpression(), !520)
    #dbg_value(i64 %2, !501, !DIExpression(), !520)
    #dbg_value(i32 %3, !502, !DIExpression(), !520)
    #dbg_value(i32 0, !505, !DIExpression(), !520)
  %5 = getelementptr inbounds i8, ptr %0, i64 196, !dbg !521
  %6 = load i32, ptr %5, align 4, !dbg !521, !tbaa !523
  %7 = icmp sgt i32 %6, 0, !dbg !524
  br i1 %7, label %8, label %311, !dbg !525

8:                                                ; preds = %4
  %9 = load ptr, ptr %0, align 8, !dbg !526, !tbaa !529
  %10 = getelementptr inbounds i8, ptr %9, i64 88, !dbg !530
  %11 = load i32, ptr %10, align 8, !dbg !530, !tbaa !531
  %12 = icmp eq i32 %11, 2, !dbg !533
  br i1 %12, label %13, label %73, !dbg !534

13:                                               ; preds = %8
    #dbg_value(ptr %0, !535, !DIExpression(), !542)
    #dbg_value(i64 4093624447, !540, !DIExpression(), !542)
    #dbg_value(i32 0, !541, !DIExpression(), !542)
  %14 = getelementptr inbounds i8, ptr %0, i64 212
  br label %15, !dbg !544

15:                                               ; preds = %33, %13
  %16 = phi i64 [ 0, %13 ], [ %34, %33 ]
  %17 = phi i64 [ 4093624447, %13 ], [ %25, %33 ]
    #dbg_value(i64 %16, !541, !DIExpression(), !542)
    #dbg_value(i64 %17, !540, !DIExpression(), !542)
  %18 = and i64 %17, 1, !dbg !546
  %19 = icmp eq i64 %18, 0, !dbg !546
  br i1 %19, label %24, label %20, !dbg !549

20:                                               ; preds = %15
  %21 = getelementptr inbounds [573 x %struct.ct_data_s], ptr %14, i64 0, i64 %16, !dbg !550
  %22 = load i16, ptr %21, align 4, !dbg !551, !tbaa !306
  %23 = icmp eq i16 %22, 0, !dbg !552
  br i1 %23, label %24, label %71, !dbg !553

24:                                               ; preds = %20, %15
    #dbg_value(i64 %16, !541, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !542)
  %25 = lshr i64 %17, 2, !dbg !554
    #dbg_value(i64 %25, !540, !DIExpression(), !542)
  %26 = and i64 %17, 2, !dbg !546
  %27 = icmp eq i64 %26, 0, !dbg !546
  br i1 %27, label %33, label %28, !dbg !549

28:                                               ; preds = %24
  %29 = or disjoint i64 %16, 1, !dbg !555
    #dbg_value(i64 %29, !541, !DIExpression(), !542)
  %30 = getelementptr inbounds [573 x %struct.ct_data_s], ptr %14, i64 0, i64 %29, !dbg !550
  %31 = load i16, ptr %30, align 4, !dbg !551, !tbaa !306
  %32 = icmp eq i16 %31, 0, !dbg !552
  br i1 %32, label %33, label %71, !dbg !553

33:                                               ; preds = %28, %24
  %34 = add nuw nsw i64 %16, 2, !dbg !555
    #dbg_value(i64 %34, !541, !DIExpression(), !542)
    #dbg_value(i64 %25, !540, !DIExpression(), !542)
  %35 = icmp eq i64 %34, 32, !dbg !556
  br i1 %35, label %36, label %15, !dbg !544, !llvm.loop !557

36:                                               ; preds = %33
  %37 = getelementptr inbounds i8, ptr %0, i64 248, !dbg !559
  %38 = load i16, ptr %37, align 4, !dbg !561, !tbaa !306
  %39 = icmp eq i16 %38, 0, !dbg !562
  br i1 %39, label %40, label %71, !dbg !563

40:                                               ; preds = %36
  %41 = getelementptr inbounds i8, ptr %0, i64 252, !dbg !564
  %42 = load i16, ptr %41, align 4, !dbg !565, !tbaa !306
  %43 = icmp eq i16 %42, 0, !dbg !566
  br i1 %43, label %44, label %71, !dbg !567

44:                                               ; preds = %40
  %45 = getelementptr inbounds i8, ptr %0, i64 264, !dbg !568
  %46 = load i16, ptr %45, align 4, !dbg !569, !tbaa !306
  %47 = icmp eq i16 %46, 0, !dbg !570
  br i1 %47, label %66, label %71, !dbg !571

48:                                               ; preds = %66
  %49 = or disjoint i64 %67, 1, !dbg !572
    #dbg_value(i64 %49, !541, !DIExpression(), !542)
  %50 = getelementptr inbounds [573 x %struct.ct_data_s], ptr %14, i64 0, i64 %49, !dbg !575
  %51 = load i16, ptr %50, align 4, !dbg !577, !tbaa !306
  %52 = icmp eq i16 %51, 0, !dbg !578
    #dbg_value(i64 %49, !541, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !542)
  br i1 %52, label %53, label %71, !dbg !579

53:                                               ; preds = %48
  %54 = or disjoint i64 %67, 2, !dbg !572
    #dbg_value(i64 %54, !541, !DIExpression(), !542)
  %55 = getelementptr inbounds [573 x %struct.ct_data_s], ptr %14, i64 0, i64 %54, !dbg !575
  %56 = load i16, ptr %55, align 4, !dbg !577, !tbaa !306
  %57 = icmp eq i16 %56, 0, !dbg !578
    #dbg_value(i64 %54, !541, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !542)
  br i1 %57, label %58, label %71, !dbg !579

58:                                               ; preds = %53
  %59 = or disjoint i64 %67, 3, !dbg !572
    #dbg_value(i64 %59, !541, !DIExpression(), !542)
  %60 = getelementptr inbounds [573 x %struct.ct_data_s], ptr %14, i64 0, i64 %59, !dbg !575
  %61 = load i16, ptr %60, align 4, !dbg !577, !tbaa !306
  %62 = icmp eq i16 %61, 0, !dbg !578
    #dbg_value(i64 %59, !541, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !542)
  br i1 %62, label %63, label %71, !dbg !579

63:                                               ; preds = %58
  %64 = add nuw nsw i64 %67, 4, !dbg !572
    #dbg_value(i64 %64, !541, !DIExpression(), !542)
  %65 = icmp eq i64 %64, 256, !dbg !580
  br i1 %65, label %71, label %66, !dbg !581, !llvm.loop !582

66:                                               ; preds = %44, %63
  %67 = phi i64 [ %64, %63 ], [ 32, %44 ]
    #dbg_value(i64 %67, !541, !DIExpression(), !542)
  %68 = getelementptr inbounds [573 x %struct.ct_data_s], ptr %14, i64 0, i64 %67, !dbg !575
  %69 = load i16, ptr %68, align 4, !dbg !577, !tbaa !306
  %70 = icmp eq i16 %69, 0, !dbg !578
    #dbg_value(i64 %67, !541, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !542)
  br i1 %70, label %48, label %71, !dbg !579

71:                                               ; preds = %20, %28, %66, %48, %53, %58, %63, %36, %40, %44
  %72 = phi i32 [ 1, %44 ], [ 1, %40 ], [ 1, %36 ], [ 1, %66 ], [ 1, %48 ], [ 1, %53 ], [ 1, %58 ], [ 0, %63 ], [ 0, %28 ], [ 0, %20 ], !dbg !542
  store i32 %72, ptr %10, align 8, !dbg !584, !tbaa !531
  br label %73, !dbg !585

73:                                               ; preds = %71, %8
  %74 = getelementptr inbounds i8, ptr %0, i64 2904, !dbg !586
  tail call fastcc void @build_tree(ptr noundef nonnull %0, ptr noundef nonnull %74), !dbg !587
  %75 = getelementptr inbounds i8, ptr %0, i64 2928, !dbg !588
  tail call fastcc void @build_tree(ptr noundef nonnull %0, ptr noundef nonnull %75), !dbg !589
    #dbg_value(ptr %0, !590, !DIExpression(), !594)
  %76 = getelementptr inbounds i8, ptr %0, i64 212, !dbg !596
  %77 = getelementptr inbounds i8, ptr %0, i64 2912, !dbg !597
  %78 = load i32, ptr %77, align 8, !dbg !597, !tbaa !598
    #dbg_value(ptr %0, !599, !DIExpression(), !613)
    #dbg_value(ptr %76, !604, !DIExpression(), !613)
    #dbg_value(i32 %78, !605, !DIExpression(), !613)
    #dbg_value(i32 -1, !607, !DIExpression(), !613)
  %79 = getelementptr inbounds i8, ptr %0, i64 214, !dbg !615
  %80 = load i16, ptr %79, align 2, !dbg !615, !tbaa !306
    #dbg_value(i16 %80, !609, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !613)
    #dbg_value(i32 0, !610, !DIExpression(), !613)
    #dbg_value(i32 poison, !612, !DIExpression(), !613)
    #dbg_value(i32 poison, !611, !DIExpression(), !613)
  %81 = sext i32 %78 to i64, !dbg !616
  %82 = getelementptr %struct.ct_data_s, ptr %76, i64 %81, !dbg !616
  %83 = getelementptr i8, ptr %82, i64 6, !dbg !617
  store i16 -1, ptr %83, align 2, !dbg !618, !tbaa !306
    #dbg_value(i32 0, !606, !DIExpression(), !613)
  %84 = icmp slt i32 %78, 0, !dbg !619
  br i1 %84, label %150, label %85, !dbg !622

85:                                               ; preds = %73
  %86 = icmp eq i16 %80, 0, !dbg !623
  %87 = select i1 %86, i32 3, i32 4, !dbg !625
    #dbg_value(i32 %87, !612, !DIExpression(), !613)
  %88 = select i1 %86, i32 138, i32 7, !dbg !625
    #dbg_value(i32 %88, !611, !DIExpression(), !613)
  %89 = zext i16 %80 to i32, !dbg !626
    #dbg_value(i32 %89, !609, !DIExpression(), !613)
  %90 = getelementptr inbounds i8, ptr %0, i64 2748
  %91 = getelementptr inbounds i8, ptr %0, i64 2812
  %92 = getelementptr inbounds i8, ptr %0, i64 2820
  %93 = getelementptr inbounds i8, ptr %0, i64 2816
  %94 = add nuw i32 %78, 1, !dbg !622
  %95 = zext i32 %94 to i64, !dbg !619
  br label %96, !dbg !622

96:                                               ; preds = %144, %85
  %97 = phi i64 [ 0, %85 ], [ %103, %144 ]
  %98 = phi i32 [ %87, %85 ], [ %148, %144 ]
  %99 = phi i32 [ %88, %85 ], [ %147, %144 ]
  %100 = phi i32 [ 0, %85 ], [ %146, %144 ]
  %101 = phi i32 [ %89, %85 ], [ %106, %144 ]
  %102 = phi i32 [ -1, %85 ], [ %145, %144 ]
    #dbg_value(i32 %98, !612, !DIExpression(), !613)
    #dbg_value(i32 %99, !611, !DIExpression(), !613)
    #dbg_value(i32 %100, !610, !DIExpression(), !613)
    #dbg_value(i32 %101, !609, !DIExpression(), !613)
    #dbg_value(i64 %97, !606, !DIExpression(), !613)
    #dbg_value(i32 %102, !607, !DIExpression(), !613)
    #dbg_value(i32 %101, !608, !DIExpression(), !613)
  %103 = add nuw nsw i64 %97, 1, !dbg !627
  %104 = getelementptr inbounds %struct.ct_data_s, ptr %76, i64 %103, i32 1, !dbg !629
  %105 = load i16, ptr %104, align 2, !dbg !629, !tbaa !306
  %106 = zext i16 %105 to i32, !dbg !630
    #dbg_value(i32 %106, !609, !DIExpression(), !613)
  %107 = add nsw i32 %100, 1, !dbg !631
    #dbg_value(i32 %107, !610, !DIExpression(), !613)
  %108 = icmp slt i32 %107, %99, !dbg !633
  %109 = icmp eq i32 %101, %106
  %110 = select i1 %108, i1 %109, i1 false, !dbg !634
  br i1 %110, label %144, label %111, !dbg !634

111:                                              ; preds = %96
  %112 = icmp slt i32 %107, %98, !dbg !635
  br i1 %112, label %113, label %119, !dbg !637

113:                                              ; preds = %111
  %114 = zext nneg i32 %101 to i64, !dbg !638
  %115 = getelementptr inbounds [39 x %struct.ct_data_s], ptr %90, i64 0, i64 %114, !dbg !638
  %116 = load i16, ptr %115, align 4, !dbg !640, !tbaa !306
  %117 = trunc i32 %107 to i16, !dbg !640
  %118 = add i16 %116, %117, !dbg !640
  store i16 %118, ptr %115, align 4, !dbg !640, !tbaa !306
  br label %139, !dbg !641

119:                                              ; preds = %111
  %120 = icmp eq i32 %101, 0, !dbg !642
  br i1 %120, label %131, label %121, !dbg !644

121:                                              ; preds = %119
  %122 = icmp eq i32 %101, %102, !dbg !645
  br i1 %122, label %128, label %123, !dbg !648

123:                                              ; preds = %121
  %124 = zext nneg i32 %101 to i64, !dbg !649
  %125 = getelementptr inbounds [39 x %struct.ct_data_s], ptr %90, i64 0, i64 %124, !dbg !649
  %126 = load i16, ptr %125, align 4, !dbg !650, !tbaa !306
  %127 = add i16 %126, 1, !dbg !650
  store i16 %127, ptr %125, align 4, !dbg !650, !tbaa !306
  br label %128, !dbg !649

128:                                              ; preds = %123, %121
  %129 = load i16, ptr %91, align 4, !dbg !651, !tbaa !306
  %130 = add i16 %129, 1, !dbg !651
  store i16 %130, ptr %91, align 4, !dbg !651, !tbaa !306
  br label %139, !dbg !652

131:                                              ; preds = %119
  %132 = icmp slt i32 %100, 10, !dbg !653
  br i1 %132, label %133, label %136, !dbg !655

133:                                              ; preds = %131
  %134 = load i16, ptr %93, align 4, !dbg !656, !tbaa !306
  %135 = add i16 %134, 1, !dbg !656
  store i16 %135, ptr %93, align 4, !dbg !656, !tbaa !306
  br label %139, !dbg !658

136:                                              ; preds = %131
  %137 = load i16, ptr %92, align 4, !dbg !659, !tbaa !306
  %138 = add i16 %137, 1, !dbg !659
  store i16 %138, ptr %92, align 4, !dbg !659, !tbaa !306
  br label %139

139:                                              ; preds = %136, %133, %128, %113
    #dbg_value(i32 0, !610, !DIExpression(), !613)
    #dbg_value(i32 %101, !607, !DIExpression(), !613)
  %140 = icmp eq i16 %105, 0, !dbg !661
  br i1 %140, label %144, label %141, !dbg !663

141:                                              ; preds = %139
  %142 = select i1 %109, i32 6, i32 7
  %143 = select i1 %109, i32 3, i32 4
  br label %144

144:                                              ; preds = %141, %139, %96
  %145 = phi i32 [ %102, %96 ], [ %101, %139 ], [ %101, %141 ], !dbg !613
  %146 = phi i32 [ %107, %96 ], [ 0, %139 ], [ 0, %141 ], !dbg !664
  %147 = phi i32 [ %99, %96 ], [ 138, %139 ], [ %142, %141 ], !dbg !613
  %148 = phi i32 [ %98, %96 ], [ 3, %139 ], [ %143, %141 ], !dbg !613
    #dbg_value(i32 %148, !612, !DIExpression(), !613)
    #dbg_value(i32 %147, !611, !DIExpression(), !613)
    #dbg_value(i32 %146, !610, !DIExpression(), !613)
    #dbg_value(i32 %106, !609, !DIExpression(), !613)
    #dbg_value(i64 %103, !606, !DIExpression(), !613)
    #dbg_value(i32 %145, !607, !DIExpression(), !613)
  %149 = icmp eq i64 %103, %95, !dbg !619
  br i1 %149, label %150, label %96, !dbg !622, !llvm.loop !665

150:                                              ; preds = %144, %73
  %151 = getelementptr inbounds i8, ptr %0, i64 2504, !dbg !667
  %152 = getelementptr inbounds i8, ptr %0, i64 2936, !dbg !668
  %153 = load i32, ptr %152, align 8, !dbg !668, !tbaa !669
    #dbg_value(ptr %0, !599, !DIExpression(), !670)
    #dbg_value(ptr %151, !604, !DIExpression(), !670)
    #dbg_value(i32 %153, !605, !DIExpression(), !670)
    #dbg_value(i32 -1, !607, !DIExpression(), !670)
  %154 = getelementptr inbounds i8, ptr %0, i64 2506, !dbg !672
  %155 = load i16, ptr %154, align 2, !dbg !672, !tbaa !306
    #dbg_value(i16 %155, !609, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !670)
    #dbg_value(i32 0, !610, !DIExpression(), !670)
    #dbg_value(i32 poison, !612, !DIExpression(), !670)
    #dbg_value(i32 poison, !611, !DIExpression(), !670)
  %156 = sext i32 %153 to i64, !dbg !673
  %157 = getelementptr %struct.ct_data_s, ptr %151, i64 %156, !dbg !673
  %158 = getelementptr i8, ptr %157, i64 6, !dbg !674
  store i16 -1, ptr %158, align 2, !dbg !675, !tbaa !306
    #dbg_value(i32 0, !606, !DIExpression(), !670)
  %159 = icmp slt i32 %153, 0, !dbg !676
  br i1 %159, label %225, label %160, !dbg !677

160:                                              ; preds = %150
  %161 = icmp eq i16 %155, 0, !dbg !678
  %162 = select i1 %161, i32 3, i32 4, !dbg !679
    #dbg_value(i32 %162, !612, !DIExpression(), !670)
  %163 = select i1 %161, i32 138, i32 7, !dbg !679
    #dbg_value(i32 %163, !611, !DIExpression(), !670)
  %164 = zext i16 %155 to i32, !dbg !680
    #dbg_value(i32 %164, !609, !DIExpression(), !670)
  %165 = getelementptr inbounds i8, ptr %0, i64 2748
  %166 = getelementptr inbounds i8, ptr %0, i64 2812
  %167 = getelementptr inbounds i8, ptr %0, i64 2820
  %168 = getelementptr inbounds i8, ptr %0, i64 2816
  %169 = add nuw i32 %153, 1, !dbg !677
  %170 = zext i32 %169 to i64, !dbg !676
  br label %171, !dbg !677

171:                                              ; preds = %219, %160
  %172 = phi i64 [ 0, %160 ], [ %178, %219 ]
  %173 = phi i32 [ %162, %160 ], [ %223, %219 ]
  %174 = phi i32 [ %163, %160 ], [ %222, %219 ]
  %175 = phi i32 [ 0, %160 ], [ %221, %219 ]
  %176 = phi i32 [ %164, %160 ], [ %181, %219 ]
  %177 = phi i32 [ -1, %160 ], [ %220, %219 ]
    #dbg_value(i32 %173, !612, !DIExpression(), !670)
    #dbg_value(i32 %174, !611, !DIExpression(), !670)
    #dbg_value(i32 %175, !610, !DIExpression(), !670)
    #dbg_value(i32 %176, !609, !DIExpression(), !670)
    #dbg_value(i64 %172, !606, !DIExpression(), !670)
    #dbg_value(i32 %177, !607, !DIExpression(), !670)
    #dbg_value(i32 %176, !608, !DIExpression(), !670)
  %178 = add nuw nsw i64 %172, 1, !dbg !681
  %179 = getelementptr inbounds %struct.ct_data_s, ptr %151, i64 %178, i32 1, !dbg !682
  %180 = load i16, ptr %179, align 2, !dbg !682, !tbaa !306
  %181 = zext i16 %180 to i32, !dbg !683
    #dbg_value(i32 %181, !609, !DIExpression(), !670)
  %182 = add nsw i32 %175, 1, !dbg !684
    #dbg_value(i32 %182, !610, !DIExpression(), !670)
  %183 = icmp slt i32 %182, %174, !dbg !685
  %184 = icmp eq i32 %176, %181
  %185 = select i1 %183, i1 %184, i1 false, !dbg !686
  br i1 %185, label %219, label %186, !dbg !686

186:                                              ; preds = %171
  %187 = icmp slt i32 %182, %173, !dbg !687
  br i1 %187, label %188, label %194, !dbg !688

188:                                              ; preds = %186
  %189 = zext nneg i32 %176 to i64, !dbg !689
  %190 = getelementptr inbounds [39 x %struct.ct_data_s], ptr %165, i64 0, i64 %189, !dbg !689
  %191 = load i16, ptr %190, align 4, !dbg !690, !tbaa !306
  %192 = trunc i32 %182 to i16, !dbg !690
  %193 = add i16 %191, %192, !dbg !690
  store i16 %193, ptr %190, align 4, !dbg !690, !tbaa !306
  br label %214, !dbg !691

194:                                              ; preds = %186
  %195 = icmp eq i32 %176, 0, !dbg !692
  br i1 %195, label %206, label %196, !dbg !693

196:                                              ; preds = %194
  %197 = icmp eq i32 %176, %177, !dbg !694
  br i1 %197, label %203, label %198, !dbg !695

198:                                              ; preds = %196
  %199 = zext nneg i32 %176 to i64, !dbg !696
  %200 = getelementptr inbounds [39 x %struct.ct_data_s], ptr %165, i64 0, i64 %199, !dbg !696
  %201 = load i16, ptr %200, align 4, !dbg !697, !tbaa !306
  %202 = add i16 %201, 1, !dbg !697
  store i16 %202, ptr %200, align 4, !dbg !697, !tbaa !306
  br label %203, !dbg !696

203:                                              ; preds = %198, %196
  %204 = load i16, ptr %166, align 4, !dbg !698, !tbaa !306
  %205 = add i16 %204, 1, !dbg !698
  store i16 %205, ptr %166, align 4, !dbg !698, !tbaa !306
  br label %214, !dbg !699

206:                                              ; preds = %194
  %207 = icmp slt i32 %175, 10, !dbg !700
  br i1 %207, label %208, label %211, !dbg !701

208:                                              ; preds = %206
  %209 = load i16, ptr %168, align 4, !dbg !702, !tbaa !306
  %210 = add i16 %209, 1, !dbg !702
  store i16 %210, ptr %168, align 4, !dbg !702, !tbaa !306
  br label %214, !dbg !703

211:                                              ; preds = %206
  %212 = load i16, ptr %167, align 4, !dbg !704, !tbaa !306
  %213 = add i16 %212, 1, !dbg !704
  store i16 %213, ptr %167, align 4, !dbg !704, !tbaa !306
  br label %214

214:                                              ; preds = %211, %208, %203, %188
    #dbg_value(i32 0, !610, !DIExpression(), !670)
    #dbg_value(i32 %176, !607, !DIExpression(), !670)
  %215 = icmp eq i16 %180, 0, !dbg !705
  br i1 %215, label %219, label %216, !dbg !706

216:                                              ; preds = %214
  %217 = select i1 %184, i32 6, i32 7
  %218 = select i1 %184, i32 3, i32 4
  br label %219

219:                                              ; preds = %216, %214, %171
  %220 = phi i32 [ %177, %171 ], [ %176, %214 ], [ %176, %216 ], !dbg !670
  %221 = phi i32 [ %182, %171 ], [ 0, %214 ], [ 0, %216 ], !dbg !707
  %222 = phi i32 [ %174, %171 ], [ 138, %214 ], [ %217, %216 ], !dbg !670
  %223 = phi i32 [ %173, %171 ], [ 3, %214 ], [ %218, %216 ], !dbg !670
    #dbg_value(i32 %223, !612, !DIExpression(), !670)
    #dbg_value(i32 %222, !611, !DIExpression(), !670)
    #dbg_value(i32 %221, !610, !DIExpression(), !670)
    #dbg_value(i32 %181, !609, !DIExpression(), !670)
    #dbg_value(i64 %178, !606, !DIExpression(), !670)
    #dbg_value(i32 %220, !607, !DIExpression(), !670)
  %224 = icmp eq i64 %178, %170, !dbg !676
  br i1 %224, label %225, label %171, !dbg !677, !llvm.loop !708

225:                                              ; preds = %219, %150
  %226 = getelementptr inbounds i8, ptr %0, i64 2952, !dbg !710
  tail call fastcc void @build_tree(ptr noundef nonnull %0, ptr noundef nonnull %226), !dbg !711
    #dbg_value(i32 18, !593, !DIExpression(), !594)
  %227 = getelementptr inbounds i8, ptr %0, i64 2810, !dbg !712
  %228 = load i16, ptr %227, align 2, !dbg !712, !tbaa !306
  %229 = icmp eq i16 %228, 0, !dbg !717
  br i1 %229, label %230, label %291, !dbg !718

230:                                              ; preds = %225
    #dbg_value(i32 17, !593, !DIExpression(), !594)
  %231 = getelementptr inbounds i8, ptr %0, i64 2754, !dbg !712
  %232 = load i16, ptr %231, align 2, !dbg !712, !tbaa !306
  %233 = icmp eq i16 %232, 0, !dbg !717
  br i1 %233, label %234, label %291, !dbg !718

234:                                              ; preds = %230
    #dbg_value(i32 16, !593, !DIExpression(), !594)
  %235 = getelementptr inbounds i8, ptr %0, i64 2806, !dbg !712
  %236 = load i16, ptr %235, align 2, !dbg !712, !tbaa !306
  %237 = icmp eq i16 %236, 0, !dbg !717
  br i1 %237, label %238, label %291, !dbg !718

238:                                              ; preds = %234
    #dbg_value(i32 15, !593, !DIExpression(), !594)
  %239 = getelementptr inbounds i8, ptr %0, i64 2758, !dbg !712
  %240 = load i16, ptr %239, align 2, !dbg !712, !tbaa !306
  %241 = icmp eq i16 %240, 0, !dbg !717
  br i1 %241, label %242, label %291, !dbg !718

242:                                              ; preds = %238
    #dbg_value(i32 14, !593, !DIExpression(), !594)
  %243 = getelementptr inbounds i8, ptr %0, i64 2802, !dbg !712
  %244 = load i16, ptr %243, align 2, !dbg !712, !tbaa !306
  %245 = icmp eq i16 %244, 0, !dbg !717
  br i1 %245, label %246, label %291, !dbg !718

246:                                              ; preds = %242
    #dbg_value(i32 13, !593, !DIExpression(), !594)
  %247 = getelementptr inbounds i8, ptr %0, i64 2762, !dbg !712
  %248 = load i16, ptr %247, align 2, !dbg !712, !tbaa !306
  %249 = icmp eq i16 %248, 0, !dbg !717
  br i1 %249, label %250, label %291, !dbg !718

250:                                              ; preds = %246
    #dbg_value(i32 12, !593, !DIExpression(), !594)
  %251 = getelementptr inbounds i8, ptr %0, i64 2798, !dbg !712
  %252 = load i16, ptr %251, align 2, !dbg !712, !tbaa !306
  %253 = icmp eq i16 %252, 0, !dbg !717
  br i1 %253, label %254, label %291, !dbg !718

254:                                              ; preds = %250
    #dbg_value(i32 11, !593, !DIExpression(), !594)
  %255 = getelementptr inbounds i8, ptr %0, i64 2766, !dbg !712
  %256 = load i16, ptr %255, align 2, !dbg !712, !tbaa !306
  %257 = icmp eq i16 %256, 0, !dbg !717
  br i1 %257, label %258, label %291, !dbg !718

258:                                              ; preds = %254
    #dbg_value(i32 10, !593, !DIExpression(), !594)
  %259 = getelementptr inbounds i8, ptr %0, i64 2794, !dbg !712
  %260 = load i16, ptr %259, align 2, !dbg !712, !tbaa !306
  %261 = icmp eq i16 %260, 0, !dbg !717
  br i1 %261, label %262, label %291, !dbg !718

262:                                              ; preds = %258
    #dbg_value(i32 9, !593, !DIExpression(), !594)
  %263 = getelementptr inbounds i8, ptr %0, i64 2770, !dbg !712
  %264 = load i16, ptr %263, align 2, !dbg !712, !tbaa !306
  %265 = icmp eq i16 %264, 0, !dbg !717
  br i1 %265, label %266, label %291, !dbg !718

266:                                              ; preds = %262
    #dbg_value(i32 8, !593, !DIExpression(), !594)
  %267 = getelementptr inbounds i8, ptr %0, i64 2790, !dbg !712
  %268 = load i16, ptr %267, align 2, !dbg !712, !tbaa !306
  %269 = icmp eq i16 %268, 0, !dbg !717
  br i1 %269, label %270, label %291, !dbg !718

270:                                              ; preds = %266
    #dbg_value(i32 7, !593, !DIExpression(), !594)
  %271 = getelementptr inbounds i8, ptr %0, i64 2774, !dbg !712
  %272 = load i16, ptr %271, align 2, !dbg !712, !tbaa !306
  %273 = icmp eq i16 %272, 0, !dbg !717
  br i1 %273, label %274, label %291, !dbg !718

274:                                              ; preds = %270
    #dbg_value(i32 6, !593, !DIExpression(), !594)
  %275 = getelementptr inbounds i8, ptr %0, i64 2786, !dbg !712
  %276 = load i16, ptr %275, align 2, !dbg !712, !tbaa !306
  %277 = icmp eq i16 %276, 0, !dbg !717
  br i1 %277, label %278, label %291, !dbg !718

278:                                              ; preds = %274
    #dbg_value(i32 5, !593, !DIExpression(), !594)
  %279 = getelementptr inbounds i8, ptr %0, i64 2778, !dbg !712
  %280 = load i16, ptr %279, align 2, !dbg !712, !tbaa !306
  %281 = icmp eq i16 %280, 0, !dbg !717
  br i1 %281, label %282, label %291, !dbg !718

282:                                              ; preds = %278
    #dbg_value(i32 4, !593, !DIExpression(), !594)
  %283 = getelementptr inbounds i8, ptr %0, i64 2782, !dbg !712
  %284 = load i16, ptr %283, align 2, !dbg !712, !tbaa !306
  %285 = icmp eq i16 %284, 0, !dbg !717
  br i1 %285, label %286, label %291, !dbg !718

286:                                              ; preds = %282
    #dbg_value(i32 3, !593, !DIExpression(), !594)
  %287 = getelementptr inbounds i8, ptr %0, i64 2750, !dbg !712
  %288 = load i16, ptr %287, align 2, !dbg !712, !tbaa !306
  %289 = icmp eq i16 %288, 0, !dbg !717
  %290 = select i1 %289, i32 2, i32 3, !dbg !718
  br label %291, !dbg !718

291:                                              ; preds = %225, %230, %234, %238, %242, %246, %250, %254, %258, %262, %266, %270, %274, %278, %282, %286
  %292 = phi i32 [ 18, %225 ], [ 17, %230 ], [ 16, %234 ], [ 15, %238 ], [ 14, %242 ], [ 13, %246 ], [ 12, %250 ], [ 11, %254 ], [ 10, %258 ], [ 9, %262 ], [ 8, %266 ], [ 7, %270 ], [ 6, %274 ], [ 5, %278 ], [ 4, %282 ], [ %290, %286 ], !dbg !719
  %293 = mul nuw nsw i32 %292, 3, !dbg !720
  %294 = add nuw nsw i32 %293, 17, !dbg !721
  %295 = zext nneg i32 %294 to i64, !dbg !721
  %296 = getelementptr inbounds i8, ptr %0, i64 5912, !dbg !722
  %297 = load i64, ptr %296, align 8, !dbg !723, !tbaa !724
  %298 = add i64 %297, %295, !dbg !723
  store i64 %298, ptr %296, align 8, !dbg !723, !tbaa !724
    #dbg_value(i32 %292, !505, !DIExpression(), !520)
  %299 = add i64 %298, 10, !dbg !725
  %300 = lshr i64 %299, 3, !dbg !726
    #dbg_value(i64 %300, !503, !DIExpression(), !520)
  %301 = getelementptr inbounds i8, ptr %0, i64 5920, !dbg !727
  %302 = load i64, ptr %301, align 8, !dbg !727, !tbaa !728
  %303 = add i64 %302, 10, !dbg !729
  %304 = lshr i64 %303, 3, !dbg !730
    #dbg_value(i64 %304, !504, !DIExpression(), !520)
  %305 = icmp ugt i64 %304, %300, !dbg !731
  br i1 %305, label %306, label %310, !dbg !733

306:                                              ; preds = %291
  %307 = getelementptr inbounds i8, ptr %0, i64 200, !dbg !734
  %308 = load i32, ptr %307, align 8, !dbg !734, !tbaa !735
  %309 = icmp eq i32 %308, 4, !dbg !736
  br i1 %309, label %310, label %313, !dbg !737

310:                                              ; preds = %306, %291
    #dbg_value(i64 %304, !503, !DIExpression(), !520)
  br label %313, !dbg !738

311:                                              ; preds = %4
  %312 = add i64 %2, 5, !dbg !739
    #dbg_value(i64 %312, !504, !DIExpression(), !520)
    #dbg_value(i64 %312, !503, !DIExpression(), !520)
  br label %313

313:                                              ; preds = %306, %310, %311
  %314 = phi i32 [ %292, %310 ], [ %292, %306 ], [ 0, %311 ], !dbg !520
  %315 = phi i64 [ %304, %310 ], [ %304, %306 ], [ %312, %311 ], !dbg !741
  %316 = phi i64 [ %304, %310 ], [ %300, %306 ], [ %312, %311 ], !dbg !741
    #dbg_value(i64 %316, !503, !DIExpression(), !520)
    #dbg_value(i64 %315, !504, !DIExpression(), !520)
    #dbg_value(i32 %314, !505, !DIExpression(), !520)
  %317 = add i64 %2, 4, !dbg !742
  %318 = icmp ule i64 %317, %316, !dbg !743
  %319 = icmp ne ptr %1, null
  %320 = and i1 %319, %318, !dbg !744
  br i1 %320, label %321, label %322, !dbg !744

321:                                              ; preds = %313
  tail call void @_tr_stored_block(ptr noundef nonnull %0, ptr noundef nonnull %1, i64 noundef %2, i32 noundef %3), !dbg !745
  br label %558, !dbg !747

322:                                              ; preds = %313
  %323 = icmp eq i64 %315, %316, !dbg !748
  %324 = getelementptr inbounds i8, ptr %0, i64 5940, !dbg !749
  %325 = load i32, ptr %324, align 4, !dbg !749, !tbaa !290
  %326 = icmp sgt i32 %325, 13, !dbg !749
  br i1 %323, label %327, label %364, !dbg !750

327:                                              ; preds = %322
    #dbg_value(i32 3, !506, !DIExpression(), !751)
  %328 = add i32 %3, 2, !dbg !752
  br i1 %326, label %329, label %355, !dbg !753

329:                                              ; preds = %327
    #dbg_value(i32 %3, !511, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !754)
  %330 = and i32 %328, 65535, !dbg !755
  %331 = shl i32 %328, %325, !dbg !755
  %332 = getelementptr inbounds i8, ptr %0, i64 5936, !dbg !755
  %333 = load i16, ptr %332, align 8, !dbg !755, !tbaa !287
  %334 = trunc i32 %331 to i16, !dbg !755
  %335 = or i16 %333, %334, !dbg !755
  store i16 %335, ptr %332, align 8, !dbg !755, !tbaa !287
  %336 = trunc i16 %335 to i8, !dbg !756
  %337 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !756
  %338 = load ptr, ptr %337, align 8, !dbg !756, !tbaa !352
  %339 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !756
  %340 = load i64, ptr %339, align 8, !dbg !756, !tbaa !353
  %341 = add i64 %340, 1, !dbg !756
  store i64 %341, ptr %339, align 8, !dbg !756, !tbaa !353
  %342 = getelementptr inbounds i8, ptr %338, i64 %340, !dbg !756
  store i8 %336, ptr %342, align 1, !dbg !756, !tbaa !306
  %343 = load i16, ptr %332, align 8, !dbg !759, !tbaa !287
  %344 = lshr i16 %343, 8, !dbg !759
  %345 = trunc nuw i16 %344 to i8, !dbg !759
  %346 = load ptr, ptr %337, align 8, !dbg !759, !tbaa !352
  %347 = load i64, ptr %339, align 8, !dbg !759, !tbaa !353
  %348 = add i64 %347, 1, !dbg !759
  store i64 %348, ptr %339, align 8, !dbg !759, !tbaa !353
  %349 = getelementptr inbounds i8, ptr %346, i64 %347, !dbg !759
  store i8 %345, ptr %349, align 1, !dbg !759, !tbaa !306
  %350 = load i32, ptr %324, align 4, !dbg !755, !tbaa !290
  %351 = sub nsw i32 16, %350, !dbg !755
  %352 = lshr i32 %330, %351, !dbg !755
  %353 = trunc nuw i32 %352 to i16, !dbg !755
  store i16 %353, ptr %332, align 8, !dbg !755, !tbaa !287
  %354 = add nsw i32 %350, -13, !dbg !755
  br label %362, !dbg !755

355:                                              ; preds = %327
  %356 = shl i32 %328, %325, !dbg !761
  %357 = getelementptr inbounds i8, ptr %0, i64 5936, !dbg !761
  %358 = load i16, ptr %357, align 8, !dbg !761, !tbaa !287
  %359 = trunc i32 %356 to i16, !dbg !761
  %360 = or i16 %358, %359, !dbg !761
  store i16 %360, ptr %357, align 8, !dbg !761, !tbaa !287
  %361 = add nsw i32 %325, 3, !dbg !761
  br label %362

362:                                              ; preds = %355, %329
  %363 = phi i32 [ %361, %355 ], [ %354, %329 ], !dbg !752
  store i32 %363, ptr %324, align 4, !dbg !752, !tbaa !290
  tail call fastcc void @compress_block(ptr noundef nonnull %0, ptr noundef nonnull @static_ltree, ptr noundef nonnull @static_dtree), !dbg !763
  br label %558, !dbg !764

364:                                              ; preds = %322
    #dbg_value(i32 3, !514, !DIExpression(), !765)
  %365 = add i32 %3, 4, !dbg !766
  br i1 %326, label %366, label %392, !dbg !767

366:                                              ; preds = %364
    #dbg_value(i32 %3, !517, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !768)
  %367 = and i32 %365, 65535, !dbg !769
  %368 = shl i32 %365, %325, !dbg !769
  %369 = getelementptr inbounds i8, ptr %0, i64 5936, !dbg !769
  %370 = load i16, ptr %369, align 8, !dbg !769, !tbaa !287
  %371 = trunc i32 %368 to i16, !dbg !769
  %372 = or i16 %370, %371, !dbg !769
  store i16 %372, ptr %369, align 8, !dbg !769, !tbaa !287
  %373 = trunc i16 %372 to i8, !dbg !770
  %374 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !770
  %375 = load ptr, ptr %374, align 8, !dbg !770, !tbaa !352
  %376 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !770
  %377 = load i64, ptr %376, align 8, !dbg !770, !tbaa !353
  %378 = add i64 %377, 1, !dbg !770
  store i64 %378, ptr %376, align 8, !dbg !770, !tbaa !353
  %379 = getelementptr inbounds i8, ptr %375, i64 %377, !dbg !770
  store i8 %373, ptr %379, align 1, !dbg !770, !tbaa !306
  %380 = load i16, ptr %369, align 8, !dbg !773, !tbaa !287
  %381 = lshr i16 %380, 8, !dbg !773
  %382 = trunc nuw i16 %381 to i8, !dbg !773
  %383 = load ptr, ptr %374, align 8, !dbg !773, !tbaa !352
  %384 = load i64, ptr %376, align 8, !dbg !773, !tbaa !353
  %385 = add i64 %384, 1, !dbg !773
  store i64 %385, ptr %376, align 8, !dbg !773, !tbaa !353
  %386 = getelementptr inbounds i8, ptr %383, i64 %384, !dbg !773
  store i8 %382, ptr %386, align 1, !dbg !773, !tbaa !306
  %387 = load i32, ptr %324, align 4, !dbg !769, !tbaa !290
  %388 = sub nsw i32 16, %387, !dbg !769
  %389 = lshr i32 %367, %388, !dbg !769
  %390 = trunc nuw i32 %389 to i16, !dbg !769
  %391 = add nsw i32 %387, -13, !dbg !769
  br label %399, !dbg !769

392:                                              ; preds = %364
  %393 = shl i32 %365, %325, !dbg !775
  %394 = getelementptr inbounds i8, ptr %0, i64 5936, !dbg !775
  %395 = load i16, ptr %394, align 8, !dbg !775, !tbaa !287
  %396 = trunc i32 %393 to i16, !dbg !775
  %397 = or i16 %395, %396, !dbg !775
  %398 = add nsw i32 %325, 3, !dbg !775
  br label %399

399:                                              ; preds = %392, %366
  %400 = phi i16 [ %397, %392 ], [ %390, %366 ]
  %401 = phi i32 [ %398, %392 ], [ %391, %366 ], !dbg !766
  store i32 %401, ptr %324, align 4, !dbg !766, !tbaa !290
  %402 = getelementptr inbounds i8, ptr %0, i64 2912, !dbg !777
  %403 = load i32, ptr %402, align 8, !dbg !777, !tbaa !598
  %404 = getelementptr inbounds i8, ptr %0, i64 2936, !dbg !778
  %405 = load i32, ptr %404, align 8, !dbg !778, !tbaa !669
  %406 = add nuw nsw i32 %314, 1, !dbg !779
    #dbg_value(ptr %0, !780, !DIExpression(), !812)
    #dbg_value(i32 %403, !785, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !812)
    #dbg_value(i32 %405, !786, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !812)
    #dbg_value(i32 %406, !787, !DIExpression(), !812)
    #dbg_value(i32 5, !789, !DIExpression(), !814)
  %407 = icmp sgt i32 %401, 11, !dbg !815
  %408 = add i32 %403, 65280, !dbg !815
  br i1 %407, label %409, label %434, !dbg !816

409:                                              ; preds = %399
    #dbg_value(i32 %403, !791, !DIExpression(DW_OP_plus_uconst, 65280, DW_OP_stack_value), !817)
  %410 = and i32 %408, 65535, !dbg !818
  %411 = shl i32 %408, %401, !dbg !818
  %412 = getelementptr inbounds i8, ptr %0, i64 5936, !dbg !818
  %413 = trunc i32 %411 to i16, !dbg !818
  %414 = or i16 %400, %413, !dbg !818
  store i16 %414, ptr %412, align 8, !dbg !818, !tbaa !287
  %415 = trunc i16 %414 to i8, !dbg !819
  %416 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !819
  %417 = load ptr, ptr %416, align 8, !dbg !819, !tbaa !352
  %418 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !819
  %419 = load i64, ptr %418, align 8, !dbg !819, !tbaa !353
  %420 = add i64 %419, 1, !dbg !819
  store i64 %420, ptr %418, align 8, !dbg !819, !tbaa !353
  %421 = getelementptr inbounds i8, ptr %417, i64 %419, !dbg !819
  store i8 %415, ptr %421, align 1, !dbg !819, !tbaa !306
  %422 = load i16, ptr %412, align 8, !dbg !822, !tbaa !287
  %423 = lshr i16 %422, 8, !dbg !822
  %424 = trunc nuw i16 %423 to i8, !dbg !822
  %425 = load ptr, ptr %416, align 8, !dbg !822, !tbaa !352
  %426 = load i64, ptr %418, align 8, !dbg !822, !tbaa !353
  %427 = add i64 %426, 1, !dbg !822
  store i64 %427, ptr %418, align 8, !dbg !822, !tbaa !353
  %428 = getelementptr inbounds i8, ptr %425, i64 %426, !dbg !822
  store i8 %424, ptr %428, align 1, !dbg !822, !tbaa !306
  %429 = load i32, ptr %324, align 4, !dbg !818, !tbaa !290
  %430 = sub nsw i32 16, %429, !dbg !818
  %431 = lshr i32 %410, %430, !dbg !818
  %432 = trunc nuw i32 %431 to i16, !dbg !818
  %433 = add nsw i32 %429, -11, !dbg !818
  br label %439, !dbg !818

434:                                              ; preds = %399
  %435 = shl i32 %408, %401, !dbg !824
  %436 = trunc i32 %435 to i16, !dbg !824
  %437 = or i16 %400, %436, !dbg !824
  %438 = add nsw i32 %401, 5, !dbg !824
  br label %439

439:                                              ; preds = %434, %409
  %440 = phi i16 [ %437, %434 ], [ %432, %409 ]
  %441 = phi i32 [ %438, %434 ], [ %433, %409 ], !dbg !815
  store i32 %441, ptr %324, align 4, !dbg !815, !tbaa !290
    #dbg_value(i32 5, !794, !DIExpression(), !826)
  %442 = icmp sgt i32 %441, 11, !dbg !827
  br i1 %442, label %443, label %468, !dbg !828

443:                                              ; preds = %439
    #dbg_value(i32 %405, !796, !DIExpression(DW_OP_plus_uconst, 65536, DW_OP_stack_value), !829)
  %444 = and i32 %405, 65535, !dbg !830
  %445 = shl i32 %405, %441, !dbg !830
  %446 = getelementptr inbounds i8, ptr %0, i64 5936, !dbg !830
  %447 = trunc i32 %445 to i16, !dbg !830
  %448 = or i16 %440, %447, !dbg !830
  store i16 %448, ptr %446, align 8, !dbg !830, !tbaa !287
  %449 = trunc i16 %448 to i8, !dbg !831
  %450 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !831
  %451 = load ptr, ptr %450, align 8, !dbg !831, !tbaa !352
  %452 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !831
  %453 = load i64, ptr %452, align 8, !dbg !831, !tbaa !353
  %454 = add i64 %453, 1, !dbg !831
  store i64 %454, ptr %452, align 8, !dbg !831, !tbaa !353
  %455 = getelementptr inbounds i8, ptr %451, i64 %453, !dbg !831
  store i8 %449, ptr %455, align 1, !dbg !831, !tbaa !306
  %456 = load i16, ptr %446, align 8, !dbg !834, !tbaa !287
  %457 = lshr i16 %456, 8, !dbg !834
  %458 = trunc nuw i16 %457 to i8, !dbg !834
  %459 = load ptr, ptr %450, align 8, !dbg !834, !tbaa !352
  %460 = load i64, ptr %452, align 8, !dbg !834, !tbaa !353
  %461 = add i64 %460, 1, !dbg !834
  store i64 %461, ptr %452, align 8, !dbg !834, !tbaa !353
  %462 = getelementptr inbounds i8, ptr %459, i64 %460, !dbg !834
  store i8 %458, ptr %462, align 1, !dbg !834, !tbaa !306
  %463 = load i32, ptr %324, align 4, !dbg !830, !tbaa !290
  %464 = sub nsw i32 16, %463, !dbg !830
  %465 = lshr i32 %444, %464, !dbg !830
  %466 = trunc nuw i32 %465 to i16, !dbg !830
  %467 = add nsw i32 %463, -11, !dbg !830
  br label %473, !dbg !830

468:                                              ; preds = %439
  %469 = shl i32 %405, %441, !dbg !836
  %470 = trunc i32 %469 to i16, !dbg !836
  %471 = or i16 %440, %470, !dbg !836
  %472 = add nsw i32 %441, 5, !dbg !836
  br label %473

473:                                              ; preds = %468, %443
  %474 = phi i16 [ %471, %468 ], [ %466, %443 ]
  %475 = phi i32 [ %472, %468 ], [ %467, %443 ], !dbg !827
  store i32 %475, ptr %324, align 4, !dbg !827, !tbaa !290
    #dbg_value(i32 4, !799, !DIExpression(), !838)
  %476 = icmp sgt i32 %475, 12, !dbg !839
  %477 = add nuw nsw i32 %314, 65533, !dbg !839
  br i1 %476, label %478, label %503, !dbg !840

478:                                              ; preds = %473
    #dbg_value(i32 %406, !801, !DIExpression(DW_OP_plus_uconst, 65532, DW_OP_stack_value), !841)
  %479 = and i32 %477, 65535, !dbg !842
  %480 = shl i32 %477, %475, !dbg !842
  %481 = getelementptr inbounds i8, ptr %0, i64 5936, !dbg !842
  %482 = trunc i32 %480 to i16, !dbg !842
  %483 = or i16 %474, %482, !dbg !842
  store i16 %483, ptr %481, align 8, !dbg !842, !tbaa !287
  %484 = trunc i16 %483 to i8, !dbg !843
  %485 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !843
  %486 = load ptr, ptr %485, align 8, !dbg !843, !tbaa !352
  %487 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !843
  %488 = load i64, ptr %487, align 8, !dbg !843, !tbaa !353
  %489 = add i64 %488, 1, !dbg !843
  store i64 %489, ptr %487, align 8, !dbg !843, !tbaa !353
  %490 = getelementptr inbounds i8, ptr %486, i64 %488, !dbg !843
  store i8 %484, ptr %490, align 1, !dbg !843, !tbaa !306
  %491 = load i16, ptr %481, align 8, !dbg !846, !tbaa !287
  %492 = lshr i16 %491, 8, !dbg !846
  %493 = trunc nuw i16 %492 to i8, !dbg !846
  %494 = load ptr, ptr %485, align 8, !dbg !846, !tbaa !352
  %495 = load i64, ptr %487, align 8, !dbg !846, !tbaa !353
  %496 = add i64 %495, 1, !dbg !846
  store i64 %496, ptr %487, align 8, !dbg !846, !tbaa !353
  %497 = getelementptr inbounds i8, ptr %494, i64 %495, !dbg !846
  store i8 %493, ptr %497, align 1, !dbg !846, !tbaa !306
  %498 = load i32, ptr %324, align 4, !dbg !842, !tbaa !290
  %499 = sub nsw i32 16, %498, !dbg !842
  %500 = lshr i32 %479, %499, !dbg !842
  %501 = trunc nuw i32 %500 to i16, !dbg !842
  %502 = add nsw i32 %498, -12, !dbg !842
  br label %508, !dbg !842

503:                                              ; preds = %473
  %504 = shl nuw nsw i32 %477, %475, !dbg !848
  %505 = trunc i32 %504 to i16, !dbg !848
  %506 = or i16 %474, %505, !dbg !848
  %507 = add nsw i32 %475, 4, !dbg !848
  br label %508

508:                                              ; preds = %478, %503
  %509 = phi i16 [ %506, %503 ], [ %501, %478 ]
  %510 = phi i32 [ %507, %503 ], [ %502, %478 ], !dbg !839
  store i32 %510, ptr %324, align 4, !dbg !839, !tbaa !290
    #dbg_value(i32 0, !788, !DIExpression(), !812)
  %511 = getelementptr inbounds i8, ptr %0, i64 2748
  %512 = getelementptr inbounds i8, ptr %0, i64 5936
  %513 = getelementptr inbounds i8, ptr %0, i64 16
  %514 = getelementptr inbounds i8, ptr %0, i64 40
  %515 = zext nneg i32 %406 to i64, !dbg !850
  br label %516, !dbg !851

516:                                              ; preds = %550, %508
  %517 = phi i16 [ %509, %508 ], [ %551, %550 ]
  %518 = phi i32 [ %510, %508 ], [ %552, %550 ], !dbg !852
  %519 = phi i64 [ 0, %508 ], [ %553, %550 ]
    #dbg_value(i64 %519, !788, !DIExpression(), !812)
    #dbg_value(i32 3, !804, !DIExpression(), !853)
  %520 = icmp sgt i32 %518, 13, !dbg !852
  %521 = getelementptr inbounds [19 x i8], ptr @bl_order, i64 0, i64 %519, !dbg !852
  %522 = load i8, ptr %521, align 1, !dbg !852, !tbaa !306
  %523 = zext i8 %522 to i64, !dbg !852
  %524 = getelementptr inbounds [39 x %struct.ct_data_s], ptr %511, i64 0, i64 %523, i32 1, !dbg !852
  %525 = load i16, ptr %524, align 2, !dbg !852, !tbaa !306
  %526 = zext i16 %525 to i32, !dbg !852
  %527 = shl i32 %526, %518, !dbg !852
  %528 = trunc i32 %527 to i16, !dbg !852
  %529 = or i16 %517, %528, !dbg !852
  store i16 %529, ptr %512, align 8, !dbg !852, !tbaa !287
  br i1 %520, label %530, label %548, !dbg !854

530:                                              ; preds = %516
    #dbg_value(i32 %526, !809, !DIExpression(), !855)
  %531 = trunc i16 %529 to i8, !dbg !856
  %532 = load ptr, ptr %513, align 8, !dbg !856, !tbaa !352
  %533 = load i64, ptr %514, align 8, !dbg !856, !tbaa !353
  %534 = add i64 %533, 1, !dbg !856
  store i64 %534, ptr %514, align 8, !dbg !856, !tbaa !353
  %535 = getelementptr inbounds i8, ptr %532, i64 %533, !dbg !856
  store i8 %531, ptr %535, align 1, !dbg !856, !tbaa !306
  %536 = load i16, ptr %512, align 8, !dbg !859, !tbaa !287
  %537 = lshr i16 %536, 8, !dbg !859
  %538 = trunc nuw i16 %537 to i8, !dbg !859
  %539 = load ptr, ptr %513, align 8, !dbg !859, !tbaa !352
  %540 = load i64, ptr %514, align 8, !dbg !859, !tbaa !353
  %541 = add i64 %540, 1, !dbg !859
  store i64 %541, ptr %514, align 8, !dbg !859, !tbaa !353
  %542 = getelementptr inbounds i8, ptr %539, i64 %540, !dbg !859
  store i8 %538, ptr %542, align 1, !dbg !859, !tbaa !306
  %543 = load i32, ptr %324, align 4, !dbg !861, !tbaa !290
  %544 = sub nsw i32 16, %543, !dbg !861
  %545 = lshr i32 %526, %544, !dbg !861
  %546 = trunc nuw i32 %545 to i16, !dbg !861
  store i16 %546, ptr %512, align 8, !dbg !861, !tbaa !287
  %547 = add nsw i32 %543, -13, !dbg !861
  br label %550, !dbg !861

548:                                              ; preds = %516
  %549 = add nsw i32 %518, 3, !dbg !862
  br label %550

550:                                              ; preds = %548, %530
  %551 = phi i16 [ %529, %548 ], [ %546, %530 ]
  %552 = phi i32 [ %549, %548 ], [ %547, %530 ], !dbg !852
  store i32 %552, ptr %324, align 4, !dbg !852, !tbaa !290
  %553 = add nuw nsw i64 %519, 1, !dbg !864
    #dbg_value(i64 %553, !788, !DIExpression(), !812)
  %554 = icmp eq i64 %553, %515, !dbg !850
  br i1 %554, label %555, label %516, !dbg !851, !llvm.loop !865

555:                                              ; preds = %550
  %556 = getelementptr inbounds i8, ptr %0, i64 212, !dbg !867
  tail call fastcc void @send_tree(ptr noundef nonnull %0, ptr noundef nonnull %556, i32 noundef %403), !dbg !868
  %557 = getelementptr inbounds i8, ptr %0, i64 2504, !dbg !869
  tail call fastcc void @send_tree(ptr noundef nonnull %0, ptr noundef nonnull %557, i32 noundef %405), !dbg !870
  tail call fastcc void @compress_block(ptr noundef nonnull %0, ptr noundef nonnull %556, ptr noundef nonnull %557), !dbg !871
  br label %558

558:                                              ; preds = %362, %555, %321
  tail call fastcc void @init_block(ptr noundef nonnull %0), !dbg !872
  %559 = icmp eq i32 %3, 0, !dbg !873
  br i1 %559, label %600, label %560, !dbg !875

560:                                              ; preds = %558
    #dbg_value(ptr %0, !358, !DIExpression(), !876)
  %561 = getelementptr inbounds i8, ptr %0, i64 5940, !dbg !879
  %562 = load i32, ptr %561, align 4, !dbg !879, !tbaa !290
  %563 = icmp sgt i32 %562, 8, !dbg !880
  br i1 %563, label %564, label %576, !dbg !881

564:                                              ; preds = %560
  %565 = getelementptr inbounds i8, ptr %0, i64 5936, !dbg !882
  %566 = load i16, ptr %565, align 8, !dbg !882, !tbaa !287
  %567 = trunc i16 %566 to i8, !dbg !882
  %568 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !882
  %569 = load ptr, ptr %568, align 8, !dbg !882, !tbaa !352
  %570 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !882
  %571 = load i64, ptr %570, align 8, !dbg !882, !tbaa !353
  %572 = add i64 %571, 1, !dbg !882
  store i64 %572, ptr %570, align 8, !dbg !882, !tbaa !353
  %573 = getelementptr inbounds i8, ptr %569, i64 %571, !dbg !882
  store i8 %567, ptr %573, align 1, !dbg !882, !tbaa !306
  %574 = load i16, ptr %565, align 8, !dbg !883, !tbaa !287
  %575 = lshr i16 %574, 8, !dbg !883
  br label %583, !dbg !884

576:                                              ; preds = %560
  %577 = icmp sgt i32 %562, 0, !dbg !885
  br i1 %577, label %578, label %593, !dbg !886

578:                                              ; preds = %576
  %579 = getelementptr inbounds i8, ptr %0, i64 5936, !dbg !887
  %580 = load i16, ptr %579, align 8, !dbg !887, !tbaa !287
  %581 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !887
  %582 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !887
  br label %583, !dbg !888

583:                                              ; preds = %578, %564
  %584 = phi ptr [ %582, %578 ], [ %570, %564 ]
  %585 = phi ptr [ %581, %578 ], [ %568, %564 ]
  %586 = phi i16 [ %580, %578 ], [ %575, %564 ]
  %587 = trunc i16 %586 to i8, !dbg !889
  %588 = load ptr, ptr %585, align 8, !dbg !889, !tbaa !352
  %589 = load i64, ptr %584, align 8, !dbg !889, !tbaa !353
  %590 = add i64 %589, 1, !dbg !889
  store i64 %590, ptr %584, align 8, !dbg !889, !tbaa !353
  %591 = getelementptr inbounds i8, ptr %588, i64 %589, !dbg !889
  store i8 %587, ptr %591, align 1, !dbg !889, !tbaa !306
  %592 = load i32, ptr %561, align 4, !dbg !890, !tbaa !290
  br label %593, !dbg !890

593:                                              ; preds = %576, %583
  %594 = phi i32 [ %562, %576 ], [ %592, %583 ], !dbg !890
  %595 = add i32 %594, 7, !dbg !891
  %596 = and i32 %595, 7, !dbg !892
  %597 = add nuw nsw i32 %596, 1, !dbg !893
  %598 = getelementptr inbounds i8, ptr %0, i64 5944, !dbg !894
  store i32 %597, ptr %598, align 8, !dbg !895, !tbaa !293
  %599 = getelementptr inbounds i8, ptr %0, i64 5936, !dbg !896
  store i16 0, ptr %599, align 8, !dbg !897, !tbaa !287
  store i32 0, ptr %561, align 4, !dbg !898, !tbaa !290
  br label %600, !dbg !899

600:                                              ; preds = %593, %558
  ret void, !dbg !900
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @build_tree(ptr noundef %0, ptr nocapture noundef %1) unnamed_addr #5 !dbg !901 {
  %3 = alloca [16 x i16], align 16, !DIAssignID !914
    #dbg_value(ptr %0, !905, !DIExpression(), !915)
    #dbg_value(ptr %1, !906, !DIExpression(), !915)
  %4 = load ptr, ptr %1, align 8, !dbg !916, !tbaa !917
    #dbg_value(ptr %4, !907, !DIExpression(), !915)
  %5 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !918
  %6 = load ptr, ptr %5, align 8, !dbg !918, !tbaa !919
  %7 = load ptr, ptr %6, align 8, !dbg !920, !tbaa !921
    #dbg_value(ptr %7, !908, !DIExpression(), !915)
  %8 = getelementptr inbounds i8, ptr %6, i64 20, !dbg !923
  %9 = load i32, ptr %8, align 4, !dbg !923, !tbaa !924
    #dbg_value(i32 %9, !909, !DIExpression(), !915)
    #dbg_value(i32 -1, !912, !DIExpression(), !915)
  %10 = getelementptr inbounds i8, ptr %0, i64 5300, !dbg !925
  store i32 0, ptr %10, align 4, !dbg !926, !tbaa !927
  %11 = getelementptr inbounds i8, ptr %0, i64 5304, !dbg !928
  store i32 573, ptr %11, align 8, !dbg !929, !tbaa !930
    #dbg_value(i32 0, !910, !DIExpression(), !915)
    #dbg_value(i32 -1, !912, !DIExpression(), !915)
  %12 = icmp sgt i32 %9, 0, !dbg !931
  br i1 %12, label %13, label %20, !dbg !934

13:                                               ; preds = %2
  %14 = getelementptr inbounds i8, ptr %0, i64 3008
  %15 = getelementptr inbounds i8, ptr %0, i64 5308
  %16 = zext nneg i32 %9 to i64, !dbg !931
  br label %28, !dbg !934

17:                                               ; preds = %43
  %18 = load i32, ptr %10, align 4, !dbg !935, !tbaa !927
    #dbg_value(i32 %44, !912, !DIExpression(), !915)
  %19 = icmp slt i32 %18, 2, !dbg !936
  br i1 %19, label %20, label %71, !dbg !937

20:                                               ; preds = %2, %17
  %21 = phi i32 [ %44, %17 ], [ -1, %2 ]
  %22 = phi i32 [ %18, %17 ], [ 0, %2 ]
  %23 = getelementptr inbounds i8, ptr %0, i64 3008
  %24 = getelementptr inbounds i8, ptr %0, i64 5308
  %25 = getelementptr inbounds i8, ptr %0, i64 5912
  %26 = icmp eq ptr %7, null
  %27 = getelementptr inbounds i8, ptr %0, i64 5920
  br label %47, !dbg !937

28:                                               ; preds = %13, %43
  %29 = phi i64 [ 0, %13 ], [ %45, %43 ]
  %30 = phi i32 [ -1, %13 ], [ %44, %43 ]
    #dbg_value(i32 %30, !912, !DIExpression(), !915)
    #dbg_value(i64 %29, !910, !DIExpression(), !915)
  %31 = getelementptr inbounds %struct.ct_data_s, ptr %4, i64 %29, !dbg !938
  %32 = load i16, ptr %31, align 2, !dbg !941, !tbaa !306
  %33 = icmp eq i16 %32, 0, !dbg !942
  br i1 %33, label %41, label %34, !dbg !943

34:                                               ; preds = %28
    #dbg_value(i64 %29, !912, !DIExpression(), !915)
  %35 = load i32, ptr %10, align 4, !dbg !944, !tbaa !927
  %36 = add nsw i32 %35, 1, !dbg !944
  store i32 %36, ptr %10, align 4, !dbg !944, !tbaa !927
  %37 = sext i32 %36 to i64, !dbg !946
  %38 = getelementptr inbounds [573 x i32], ptr %14, i64 0, i64 %37, !dbg !946
  %39 = trunc nuw nsw i64 %29 to i32, !dbg !947
  store i32 %39, ptr %38, align 4, !dbg !947, !tbaa !948
  %40 = getelementptr inbounds [573 x i8], ptr %15, i64 0, i64 %29, !dbg !949
  store i8 0, ptr %40, align 1, !dbg !950, !tbaa !306
  br label %43, !dbg !951

41:                                               ; preds = %28
  %42 = getelementptr inbounds i8, ptr %31, i64 2, !dbg !952
  store i16 0, ptr %42, align 2, !dbg !954, !tbaa !306
  br label %43

43:                                               ; preds = %34, %41
  %44 = phi i32 [ %39, %34 ], [ %30, %41 ], !dbg !915
    #dbg_value(i32 %44, !912, !DIExpression(), !915)
  %45 = add nuw nsw i64 %29, 1, !dbg !955
    #dbg_value(i64 %45, !910, !DIExpression(), !915)
  %46 = icmp eq i64 %45, %16, !dbg !931
  br i1 %46, label %17, label %28, !dbg !934, !llvm.loop !956

47:                                               ; preds = %20, %68
  %48 = phi i32 [ %22, %20 ], [ %69, %68 ]
  %49 = phi i32 [ %21, %20 ], [ %52, %68 ]
    #dbg_value(i32 %49, !912, !DIExpression(), !915)
  %50 = icmp slt i32 %49, 2, !dbg !958
  %51 = add nsw i32 %49, 1
  %52 = select i1 %50, i32 %51, i32 %49, !dbg !960
  %53 = select i1 %50, i32 %51, i32 0, !dbg !960
    #dbg_value(i32 %52, !912, !DIExpression(), !915)
  %54 = add nsw i32 %48, 1, !dbg !961
  store i32 %54, ptr %10, align 4, !dbg !961, !tbaa !927
  %55 = sext i32 %54 to i64, !dbg !962
  %56 = getelementptr inbounds [573 x i32], ptr %23, i64 0, i64 %55, !dbg !962
  store i32 %53, ptr %56, align 4, !dbg !963, !tbaa !948
    #dbg_value(i32 %53, !913, !DIExpression(), !915)
  %57 = sext i32 %53 to i64, !dbg !964
  %58 = getelementptr inbounds %struct.ct_data_s, ptr %4, i64 %57, !dbg !964
  store i16 1, ptr %58, align 2, !dbg !965, !tbaa !306
  %59 = getelementptr inbounds [573 x i8], ptr %24, i64 0, i64 %57, !dbg !966
  store i8 0, ptr %59, align 1, !dbg !967, !tbaa !306
  %60 = load i64, ptr %25, align 8, !dbg !968, !tbaa !724
  %61 = add i64 %60, -1, !dbg !968
  store i64 %61, ptr %25, align 8, !dbg !968, !tbaa !724
  br i1 %26, label %68, label %62, !dbg !969

62:                                               ; preds = %47
  %63 = getelementptr inbounds %struct.ct_data_s, ptr %7, i64 %57, i32 1, !dbg !970
  %64 = load i16, ptr %63, align 2, !dbg !970, !tbaa !306
  %65 = zext i16 %64 to i64, !dbg !972
  %66 = load i64, ptr %27, align 8, !dbg !973, !tbaa !728
  %67 = sub i64 %66, %65, !dbg !973
  store i64 %67, ptr %27, align 8, !dbg !973, !tbaa !728
  br label %68, !dbg !974

68:                                               ; preds = %62, %47
    #dbg_value(i32 %52, !912, !DIExpression(), !915)
  %69 = load i32, ptr %10, align 4, !dbg !935, !tbaa !927
  %70 = icmp slt i32 %69, 2, !dbg !936
  br i1 %70, label %47, label %71, !dbg !937, !llvm.loop !975

71:                                               ; preds = %68, %17
  %72 = phi i32 [ %44, %17 ], [ %52, %68 ], !dbg !915
  %73 = phi i32 [ %18, %17 ], [ %69, %68 ], !dbg !935
  %74 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !977
  store i32 %72, ptr %74, align 8, !dbg !978, !tbaa !979
    #dbg_value(i32 %73, !910, !DIExpression(DW_OP_constu, 1, DW_OP_shr, DW_OP_stack_value), !915)
  %75 = getelementptr inbounds i8, ptr %0, i64 3008
  %76 = getelementptr inbounds i8, ptr %0, i64 5308
  %77 = lshr i32 %73, 1, !dbg !980
  %78 = zext nneg i32 %77 to i64, !dbg !980
  br label %85, !dbg !980

79:                                               ; preds = %152
  %80 = load i32, ptr %10, align 4, !dbg !982, !tbaa !927
  %81 = getelementptr inbounds i8, ptr %0, i64 3008
  %82 = getelementptr inbounds i8, ptr %0, i64 3012
  %83 = getelementptr inbounds i8, ptr %0, i64 5308
  %84 = sext i32 %9 to i64, !dbg !985
  br label %158, !dbg !985

85:                                               ; preds = %71, %152
  %86 = phi i64 [ %78, %71 ], [ %156, %152 ]
    #dbg_value(i64 %86, !910, !DIExpression(), !915)
    #dbg_value(ptr %0, !986, !DIExpression(), !993)
    #dbg_value(ptr %4, !989, !DIExpression(), !993)
    #dbg_value(i64 %86, !990, !DIExpression(), !993)
  %87 = getelementptr inbounds [573 x i32], ptr %75, i64 0, i64 %86, !dbg !996
  %88 = load i32, ptr %87, align 4, !dbg !996, !tbaa !948
    #dbg_value(i32 %88, !991, !DIExpression(), !993)
    #dbg_value(i64 %86, !992, !DIExpression(DW_OP_constu, 1, DW_OP_shl, DW_OP_stack_value), !993)
  %89 = sext i32 %88 to i64, !dbg !997
  %90 = getelementptr inbounds [573 x i8], ptr %76, i64 0, i64 %89, !dbg !997
  %91 = load i32, ptr %10, align 4, !dbg !1000, !tbaa !927
  %92 = trunc i64 %86 to i32, !dbg !1001
  %93 = shl i32 %92, 1, !dbg !1001
  %94 = icmp sgt i32 %93, %91, !dbg !1001
  %95 = trunc nuw nsw i64 %86 to i32, !dbg !1002
  br i1 %94, label %152, label %96, !dbg !1002

96:                                               ; preds = %85
  %97 = getelementptr inbounds %struct.ct_data_s, ptr %4, i64 %89
  br label %98, !dbg !1002

98:                                               ; preds = %146, %96
  %99 = phi i32 [ %91, %96 ], [ %150, %146 ]
  %100 = phi i32 [ %93, %96 ], [ %149, %146 ]
  %101 = phi i32 [ %95, %96 ], [ %131, %146 ]
    #dbg_value(i32 %101, !990, !DIExpression(), !993)
  %102 = icmp slt i32 %100, %99, !dbg !1003
  br i1 %102, label %105, label %103, !dbg !1005

103:                                              ; preds = %98
  %104 = sext i32 %100 to i64, !dbg !997
  br label %129, !dbg !1005

105:                                              ; preds = %98
  %106 = or disjoint i32 %100, 1, !dbg !1006
  %107 = sext i32 %106 to i64, !dbg !1006
  %108 = getelementptr inbounds [573 x i32], ptr %75, i64 0, i64 %107, !dbg !1006
  %109 = load i32, ptr %108, align 4, !dbg !1006, !tbaa !948
  %110 = sext i32 %109 to i64, !dbg !1006
  %111 = getelementptr inbounds %struct.ct_data_s, ptr %4, i64 %110, !dbg !1006
  %112 = load i16, ptr %111, align 2, !dbg !1006, !tbaa !306
  %113 = sext i32 %100 to i64, !dbg !1006
  %114 = getelementptr inbounds [573 x i32], ptr %75, i64 0, i64 %113, !dbg !1006
  %115 = load i32, ptr %114, align 4, !dbg !1006, !tbaa !948
  %116 = sext i32 %115 to i64, !dbg !1006
  %117 = getelementptr inbounds %struct.ct_data_s, ptr %4, i64 %116, !dbg !1006
  %118 = load i16, ptr %117, align 2, !dbg !1006, !tbaa !306
  %119 = icmp ult i16 %112, %118, !dbg !1006
  br i1 %119, label %128, label %120, !dbg !1006

120:                                              ; preds = %105
  %121 = icmp eq i16 %112, %118, !dbg !1006
  br i1 %121, label %122, label %129, !dbg !1006

122:                                              ; preds = %120
  %123 = getelementptr inbounds [573 x i8], ptr %76, i64 0, i64 %110, !dbg !1006
  %124 = load i8, ptr %123, align 1, !dbg !1006, !tbaa !306
  %125 = getelementptr inbounds [573 x i8], ptr %76, i64 0, i64 %116, !dbg !1006
  %126 = load i8, ptr %125, align 1, !dbg !1006, !tbaa !306
  %127 = icmp ugt i8 %124, %126, !dbg !1006
  br i1 %127, label %129, label %128, !dbg !1007

128:                                              ; preds = %122, %105
    #dbg_value(i32 %106, !992, !DIExpression(), !993)
  br label %129, !dbg !1008

129:                                              ; preds = %128, %122, %120, %103
  %130 = phi i64 [ %104, %103 ], [ %107, %128 ], [ %113, %122 ], [ %113, %120 ], !dbg !997
  %131 = phi i32 [ %100, %103 ], [ %106, %128 ], [ %100, %122 ], [ %100, %120 ], !dbg !993
    #dbg_value(i32 %131, !992, !DIExpression(), !993)
  %132 = load i16, ptr %97, align 2, !dbg !997, !tbaa !306
  %133 = getelementptr inbounds [573 x i32], ptr %75, i64 0, i64 %130, !dbg !997
  %134 = load i32, ptr %133, align 4, !dbg !997, !tbaa !948
  %135 = sext i32 %134 to i64, !dbg !997
  %136 = getelementptr inbounds %struct.ct_data_s, ptr %4, i64 %135, !dbg !997
  %137 = load i16, ptr %136, align 2, !dbg !997, !tbaa !306
  %138 = icmp ult i16 %132, %137, !dbg !997
  br i1 %138, label %152, label %139, !dbg !997

139:                                              ; preds = %129
  %140 = icmp eq i16 %132, %137, !dbg !997
  br i1 %140, label %141, label %146, !dbg !997

141:                                              ; preds = %139
  %142 = load i8, ptr %90, align 1, !dbg !997, !tbaa !306
  %143 = getelementptr inbounds [573 x i8], ptr %76, i64 0, i64 %135, !dbg !997
  %144 = load i8, ptr %143, align 1, !dbg !997, !tbaa !306
  %145 = icmp ugt i8 %142, %144, !dbg !997
  br i1 %145, label %146, label %152, !dbg !1010

146:                                              ; preds = %141, %139
  %147 = sext i32 %101 to i64, !dbg !1011
  %148 = getelementptr inbounds [573 x i32], ptr %75, i64 0, i64 %147, !dbg !1011
  store i32 %134, ptr %148, align 4, !dbg !1012, !tbaa !948
    #dbg_value(i32 %131, !990, !DIExpression(), !993)
    #dbg_value(i32 %131, !992, !DIExpression(DW_OP_constu, 1, DW_OP_shl, DW_OP_stack_value), !993)
  %149 = shl i32 %131, 1, !dbg !993
    #dbg_value(i32 %149, !992, !DIExpression(), !993)
  %150 = load i32, ptr %10, align 4, !dbg !1000, !tbaa !927
  %151 = icmp sgt i32 %149, %150, !dbg !1001
  br i1 %151, label %152, label %98, !dbg !1002, !llvm.loop !1013

152:                                              ; preds = %129, %141, %146, %85
  %153 = phi i32 [ %95, %85 ], [ %131, %146 ], [ %101, %141 ], [ %101, %129 ]
  %154 = sext i32 %153 to i64, !dbg !1015
  %155 = getelementptr inbounds [573 x i32], ptr %75, i64 0, i64 %154, !dbg !1015
  store i32 %88, ptr %155, align 4, !dbg !1016, !tbaa !948
  %156 = add nsw i64 %86, -1, !dbg !1017
    #dbg_value(i64 %156, !910, !DIExpression(), !915)
  %157 = icmp sgt i64 %86, 1, !dbg !1018
  br i1 %157, label %85, label %79, !dbg !980, !llvm.loop !1019

158:                                              ; preds = %79, %314
  %159 = phi i32 [ %80, %79 ], [ %318, %314 ], !dbg !982
  %160 = phi i64 [ %84, %79 ], [ %257, %314 ], !dbg !915
    #dbg_value(i64 %160, !913, !DIExpression(), !915)
  %161 = load i32, ptr %82, align 4, !dbg !982, !tbaa !948
    #dbg_value(i32 %161, !910, !DIExpression(), !915)
  %162 = add nsw i32 %159, -1, !dbg !982
  store i32 %162, ptr %10, align 4, !dbg !982, !tbaa !927
  %163 = sext i32 %159 to i64, !dbg !982
  %164 = getelementptr inbounds [573 x i32], ptr %81, i64 0, i64 %163, !dbg !982
  %165 = load i32, ptr %164, align 4, !dbg !982, !tbaa !948
  store i32 %165, ptr %82, align 4, !dbg !982, !tbaa !948
    #dbg_value(ptr %0, !986, !DIExpression(), !1021)
    #dbg_value(ptr %4, !989, !DIExpression(), !1021)
    #dbg_value(i32 1, !990, !DIExpression(), !1021)
    #dbg_value(i32 %165, !991, !DIExpression(), !1021)
    #dbg_value(i32 1, !992, !DIExpression(DW_OP_constu, 1, DW_OP_shl, DW_OP_stack_value), !1021)
  %166 = sext i32 %165 to i64, !dbg !1023
  %167 = getelementptr inbounds [573 x i8], ptr %83, i64 0, i64 %166, !dbg !1023
  %168 = icmp slt i32 %159, 3, !dbg !1024
  br i1 %168, label %225, label %169, !dbg !1025

169:                                              ; preds = %158
  %170 = getelementptr inbounds %struct.ct_data_s, ptr %4, i64 %166
  br label %171, !dbg !1025

171:                                              ; preds = %219, %169
  %172 = phi i32 [ %162, %169 ], [ %223, %219 ]
  %173 = phi i32 [ 2, %169 ], [ %222, %219 ]
  %174 = phi i32 [ 1, %169 ], [ %204, %219 ]
    #dbg_value(i32 %174, !990, !DIExpression(), !1021)
  %175 = icmp slt i32 %173, %172, !dbg !1026
  br i1 %175, label %178, label %176, !dbg !1027

176:                                              ; preds = %171
  %177 = sext i32 %173 to i64, !dbg !1023
  br label %202, !dbg !1027

178:                                              ; preds = %171
  %179 = or disjoint i32 %173, 1, !dbg !1028
  %180 = sext i32 %179 to i64, !dbg !1028
  %181 = getelementptr inbounds [573 x i32], ptr %81, i64 0, i64 %180, !dbg !1028
  %182 = load i32, ptr %181, align 4, !dbg !1028, !tbaa !948
  %183 = sext i32 %182 to i64, !dbg !1028
  %184 = getelementptr inbounds %struct.ct_data_s, ptr %4, i64 %183, !dbg !1028
  %185 = load i16, ptr %184, align 2, !dbg !1028, !tbaa !306
  %186 = sext i32 %173 to i64, !dbg !1028
  %187 = getelementptr inbounds [573 x i32], ptr %81, i64 0, i64 %186, !dbg !1028
  %188 = load i32, ptr %187, align 4, !dbg !1028, !tbaa !948
  %189 = sext i32 %188 to i64, !dbg !1028
  %190 = getelementptr inbounds %struct.ct_data_s, ptr %4, i64 %189, !dbg !1028
  %191 = load i16, ptr %190, align 2, !dbg !1028, !tbaa !306
  %192 = icmp ult i16 %185, %191, !dbg !1028
  br i1 %192, label %201, label %193, !dbg !1028

193:                                              ; preds = %178
  %194 = icmp eq i16 %185, %191, !dbg !1028
  br i1 %194, label %195, label %202, !dbg !1028

195:                                              ; preds = %193
  %196 = getelementptr inbounds [573 x i8], ptr %83, i64 0, i64 %183, !dbg !1028
  %197 = load i8, ptr %196, align 1, !dbg !1028, !tbaa !306
  %198 = getelementptr inbounds [573 x i8], ptr %83, i64 0, i64 %189, !dbg !1028
  %199 = load i8, ptr %198, align 1, !dbg !1028, !tbaa !306
  %200 = icmp ugt i8 %197, %199, !dbg !1028
  br i1 %200, label %202, label %201, !dbg !1029

201:                                              ; preds = %195, %178
    #dbg_value(i32 %179, !992, !DIExpression(), !1021)
  br label %202, !dbg !1030

202:                                              ; preds = %201, %195, %193, %176
  %203 = phi i64 [ %177, %176 ], [ %180, %201 ], [ %186, %195 ], [ %186, %193 ], !dbg !1023
  %204 = phi i32 [ %173, %176 ], [ %179, %201 ], [ %173, %195 ], [ %173, %193 ], !dbg !1021
    #dbg_value(i32 %204, !992, !DIExpression(), !1021)
  %205 = load i16, ptr %170, align 2, !dbg !1023, !tbaa !306
  %206 = getelementptr inbounds [573 x i32], ptr %81, i64 0, i64 %203, !dbg !1023
  %207 = load i32, ptr %206, align 4, !dbg !1023, !tbaa !948
  %208 = sext i32 %207 to i64, !dbg !1023
  %209 = getelementptr inbounds %struct.ct_data_s, ptr %4, i64 %208, !dbg !1023
  %210 = load i16, ptr %209, align 2, !dbg !1023, !tbaa !306
  %211 = icmp ult i16 %205, %210, !dbg !1023
  br i1 %211, label %225, label %212, !dbg !1023

212:                                              ; preds = %202
  %213 = icmp eq i16 %205, %210, !dbg !1023
  br i1 %213, label %214, label %219, !dbg !1023

214:                                              ; preds = %212
  %215 = load i8, ptr %167, align 1, !dbg !1023, !tbaa !306
  %216 = getelementptr inbounds [573 x i8], ptr %83, i64 0, i64 %208, !dbg !1023
  %217 = load i8, ptr %216, align 1, !dbg !1023, !tbaa !306
  %218 = icmp ugt i8 %215, %217, !dbg !1023
  br i1 %218, label %219, label %225, !dbg !1031

219:                                              ; preds = %214, %212
  %220 = sext i32 %174 to i64, !dbg !1032
  %221 = getelementptr inbounds [573 x i32], ptr %81, i64 0, i64 %220, !dbg !1032
  store i32 %207, ptr %221, align 4, !dbg !1033, !tbaa !948
    #dbg_value(i32 %204, !990, !DIExpression(), !1021)
    #dbg_value(i32 %204, !992, !DIExpression(DW_OP_constu, 1, DW_OP_shl, DW_OP_stack_value), !1021)
  %222 = shl i32 %204, 1, !dbg !1021
    #dbg_value(i32 %222, !992, !DIExpression(), !1021)
  %223 = load i32, ptr %10, align 4, !dbg !1034, !tbaa !927
  %224 = icmp sgt i32 %222, %223, !dbg !1024
  br i1 %224, label %225, label %171, !dbg !1025, !llvm.loop !1035

225:                                              ; preds = %202, %214, %219, %158
  %226 = phi i32 [ 1, %158 ], [ %204, %219 ], [ %174, %214 ], [ %174, %202 ]
  %227 = sext i32 %226 to i64, !dbg !1037
  %228 = getelementptr inbounds [573 x i32], ptr %81, i64 0, i64 %227, !dbg !1037
  store i32 %165, ptr %228, align 4, !dbg !1038, !tbaa !948
  %229 = load i32, ptr %82, align 4, !dbg !1039, !tbaa !948
    #dbg_value(i32 %229, !911, !DIExpression(), !915)
  %230 = load i32, ptr %11, align 8, !dbg !1040, !tbaa !930
  %231 = add nsw i32 %230, -1, !dbg !1040
  store i32 %231, ptr %11, align 8, !dbg !1040, !tbaa !930
  %232 = sext i32 %231 to i64, !dbg !1041
  %233 = getelementptr inbounds [573 x i32], ptr %81, i64 0, i64 %232, !dbg !1041
  store i32 %161, ptr %233, align 4, !dbg !1042, !tbaa !948
  %234 = load i32, ptr %11, align 8, !dbg !1043, !tbaa !930
  %235 = add nsw i32 %234, -1, !dbg !1043
  store i32 %235, ptr %11, align 8, !dbg !1043, !tbaa !930
  %236 = sext i32 %235 to i64, !dbg !1044
  %237 = getelementptr inbounds [573 x i32], ptr %81, i64 0, i64 %236, !dbg !1044
  store i32 %229, ptr %237, align 4, !dbg !1045, !tbaa !948
  %238 = sext i32 %161 to i64, !dbg !1046
  %239 = getelementptr inbounds %struct.ct_data_s, ptr %4, i64 %238, !dbg !1046
  %240 = load i16, ptr %239, align 2, !dbg !1047, !tbaa !306
  %241 = sext i32 %229 to i64, !dbg !1048
  %242 = getelementptr inbounds %struct.ct_data_s, ptr %4, i64 %241, !dbg !1048
  %243 = load i16, ptr %242, align 2, !dbg !1049, !tbaa !306
  %244 = add i16 %243, %240, !dbg !1050
  %245 = getelementptr inbounds %struct.ct_data_s, ptr %4, i64 %160, !dbg !1051
  store i16 %244, ptr %245, align 2, !dbg !1052, !tbaa !306
  %246 = getelementptr inbounds [573 x i8], ptr %83, i64 0, i64 %238, !dbg !1053
  %247 = load i8, ptr %246, align 1, !dbg !1053, !tbaa !306
  %248 = getelementptr inbounds [573 x i8], ptr %83, i64 0, i64 %241, !dbg !1054
  %249 = load i8, ptr %248, align 1, !dbg !1054, !tbaa !306
  %250 = tail call i8 @llvm.umax.i8(i8 %247, i8 %249), !dbg !1053
  %251 = add i8 %250, 1, !dbg !1055
  %252 = getelementptr inbounds [573 x i8], ptr %83, i64 0, i64 %160, !dbg !1056
  store i8 %251, ptr %252, align 1, !dbg !1057, !tbaa !306
  %253 = trunc nsw i64 %160 to i32, !dbg !1058
  %254 = trunc i64 %160 to i16, !dbg !1058
  %255 = getelementptr inbounds i8, ptr %242, i64 2, !dbg !1059
  store i16 %254, ptr %255, align 2, !dbg !1060, !tbaa !306
  %256 = getelementptr inbounds i8, ptr %239, i64 2, !dbg !1061
  store i16 %254, ptr %256, align 2, !dbg !1062, !tbaa !306
  %257 = add nsw i64 %160, 1, !dbg !1063
    #dbg_value(i64 %257, !913, !DIExpression(), !915)
  store i32 %253, ptr %82, align 4, !dbg !1064, !tbaa !948
    #dbg_value(ptr %0, !986, !DIExpression(), !1065)
    #dbg_value(ptr %4, !989, !DIExpression(), !1065)
    #dbg_value(i32 1, !990, !DIExpression(), !1065)
    #dbg_value(i64 %160, !991, !DIExpression(), !1065)
    #dbg_value(i32 1, !992, !DIExpression(DW_OP_constu, 1, DW_OP_shl, DW_OP_stack_value), !1065)
  %258 = load i32, ptr %10, align 4, !dbg !1067, !tbaa !927
  %259 = icmp slt i32 %258, 2, !dbg !1068
  br i1 %259, label %314, label %260, !dbg !1069

260:                                              ; preds = %225, %308
  %261 = phi i32 [ %312, %308 ], [ %258, %225 ]
  %262 = phi i32 [ %311, %308 ], [ 2, %225 ]
  %263 = phi i32 [ %293, %308 ], [ 1, %225 ]
    #dbg_value(i32 %263, !990, !DIExpression(), !1065)
  %264 = icmp slt i32 %262, %261, !dbg !1070
  br i1 %264, label %267, label %265, !dbg !1071

265:                                              ; preds = %260
  %266 = sext i32 %262 to i64, !dbg !1072
  br label %291, !dbg !1071

267:                                              ; preds = %260
  %268 = or disjoint i32 %262, 1, !dbg !1073
  %269 = sext i32 %268 to i64, !dbg !1073
  %270 = getelementptr inbounds [573 x i32], ptr %81, i64 0, i64 %269, !dbg !1073
  %271 = load i32, ptr %270, align 4, !dbg !1073, !tbaa !948
  %272 = sext i32 %271 to i64, !dbg !1073
  %273 = getelementptr inbounds %struct.ct_data_s, ptr %4, i64 %272, !dbg !1073
  %274 = load i16, ptr %273, align 2, !dbg !1073, !tbaa !306
  %275 = sext i32 %262 to i64, !dbg !1073
  %276 = getelementptr inbounds [573 x i32], ptr %81, i64 0, i64 %275, !dbg !1073
  %277 = load i32, ptr %276, align 4, !dbg !1073, !tbaa !948
  %278 = sext i32 %277 to i64, !dbg !1073
  %279 = getelementptr inbounds %struct.ct_data_s, ptr %4, i64 %278, !dbg !1073
  %280 = load i16, ptr %279, align 2, !dbg !1073, !tbaa !306
  %281 = icmp ult i16 %274, %280, !dbg !1073
  br i1 %281, label %290, label %282, !dbg !1073

282:                                              ; preds = %267
  %283 = icmp eq i16 %274, %280, !dbg !1073
  br i1 %283, label %284, label %291, !dbg !1073

284:                                              ; preds = %282
  %285 = getelementptr inbounds [573 x i8], ptr %83, i64 0, i64 %272, !dbg !1073
  %286 = load i8, ptr %285, align 1, !dbg !1073, !tbaa !306
  %287 = getelementptr inbounds [573 x i8], ptr %83, i64 0, i64 %278, !dbg !1073
  %288 = load i8, ptr %287, align 1, !dbg !1073, !tbaa !306
  %289 = icmp ugt i8 %286, %288, !dbg !1073
  br i1 %289, label %291, label %290, !dbg !1074

290:                                              ; preds = %284, %267
    #dbg_value(i32 %268, !992, !DIExpression(), !1065)
  br label %291, !dbg !1075

291:                                              ; preds = %290, %284, %282, %265
  %292 = phi i64 [ %266, %265 ], [ %269, %290 ], [ %275, %284 ], [ %275, %282 ], !dbg !1072
  %293 = phi i32 [ %262, %265 ], [ %268, %290 ], [ %262, %284 ], [ %262, %282 ], !dbg !1065
    #dbg_value(i32 %293, !992, !DIExpression(), !1065)
  %294 = load i16, ptr %245, align 2, !dbg !1072, !tbaa !306
  %295 = getelementptr inbounds [573 x i32], ptr %81, i64 0, i64 %292, !dbg !1072
  %296 = load i32, ptr %295, align 4, !dbg !1072, !tbaa !948
  %297 = sext i32 %296 to i64, !dbg !1072
  %298 = getelementptr inbounds %struct.ct_data_s, ptr %4, i64 %297, !dbg !1072
  %299 = load i16, ptr %298, align 2, !dbg !1072, !tbaa !306
  %300 = icmp ult i16 %294, %299, !dbg !1072
  br i1 %300, label %314, label %301, !dbg !1072

301:                                              ; preds = %291
  %302 = icmp eq i16 %294, %299, !dbg !1072
  br i1 %302, label %303, label %308, !dbg !1072

303:                                              ; preds = %301
  %304 = load i8, ptr %252, align 1, !dbg !1072, !tbaa !306
  %305 = getelementptr inbounds [573 x i8], ptr %83, i64 0, i64 %297, !dbg !1072
  %306 = load i8, ptr %305, align 1, !dbg !1072, !tbaa !306
  %307 = icmp ugt i8 %304, %306, !dbg !1072
  br i1 %307, label %308, label %314, !dbg !1076

308:                                              ; preds = %303, %301
  %309 = sext i32 %263 to i64, !dbg !1077
  %310 = getelementptr inbounds [573 x i32], ptr %81, i64 0, i64 %309, !dbg !1077
  store i32 %296, ptr %310, align 4, !dbg !1078, !tbaa !948
    #dbg_value(i32 %293, !990, !DIExpression(), !1065)
    #dbg_value(i32 %293, !992, !DIExpression(DW_OP_constu, 1, DW_OP_shl, DW_OP_stack_value), !1065)
  %311 = shl i32 %293, 1, !dbg !1065
    #dbg_value(i32 %311, !992, !DIExpression(), !1065)
  %312 = load i32, ptr %10, align 4, !dbg !1067, !tbaa !927
  %313 = icmp sgt i32 %311, %312, !dbg !1068
  br i1 %313, label %314, label %260, !dbg !1069, !llvm.loop !1079

314:                                              ; preds = %291, %303, %308, %225
  %315 = phi i32 [ 1, %225 ], [ %293, %308 ], [ %263, %303 ], [ %263, %291 ]
  %316 = sext i32 %315 to i64, !dbg !1081
  %317 = getelementptr inbounds [573 x i32], ptr %81, i64 0, i64 %316, !dbg !1081
  store i32 %253, ptr %317, align 4, !dbg !1082, !tbaa !948
  %318 = load i32, ptr %10, align 4, !dbg !1083, !tbaa !927
  %319 = icmp sgt i32 %318, 1, !dbg !1084
  br i1 %319, label %158, label %320, !dbg !1085, !llvm.loop !1086

320:                                              ; preds = %314
  %321 = load i32, ptr %82, align 4, !dbg !1088, !tbaa !948
  %322 = load i32, ptr %11, align 8, !dbg !1089, !tbaa !930
  %323 = add nsw i32 %322, -1, !dbg !1089
  store i32 %323, ptr %11, align 8, !dbg !1089, !tbaa !930
  %324 = sext i32 %323 to i64, !dbg !1090
  %325 = getelementptr inbounds [573 x i32], ptr %81, i64 0, i64 %324, !dbg !1090
  store i32 %321, ptr %325, align 4, !dbg !1091, !tbaa !948
    #dbg_value(ptr %0, !1092, !DIExpression(), !1109)
    #dbg_value(ptr %1, !1095, !DIExpression(), !1109)
  %326 = load ptr, ptr %1, align 8, !dbg !1111, !tbaa !917
    #dbg_value(ptr %326, !1096, !DIExpression(), !1109)
  %327 = load i32, ptr %74, align 8, !dbg !1112, !tbaa !979
    #dbg_value(i32 %327, !1097, !DIExpression(), !1109)
  %328 = load ptr, ptr %5, align 8, !dbg !1113, !tbaa !919
  %329 = load ptr, ptr %328, align 8, !dbg !1114, !tbaa !921
    #dbg_value(ptr %329, !1098, !DIExpression(), !1109)
  %330 = getelementptr inbounds i8, ptr %328, i64 8, !dbg !1115
  %331 = load ptr, ptr %330, align 8, !dbg !1115, !tbaa !1116
    #dbg_value(ptr %331, !1099, !DIExpression(), !1109)
  %332 = getelementptr inbounds i8, ptr %328, i64 16, !dbg !1117
  %333 = load i32, ptr %332, align 8, !dbg !1117, !tbaa !1118
    #dbg_value(i32 %333, !1100, !DIExpression(), !1109)
  %334 = getelementptr inbounds i8, ptr %328, i64 24, !dbg !1119
  %335 = load i32, ptr %334, align 8, !dbg !1119, !tbaa !1120
    #dbg_value(i32 %335, !1101, !DIExpression(), !1109)
    #dbg_value(i32 0, !1108, !DIExpression(), !1109)
    #dbg_value(i32 0, !1105, !DIExpression(), !1109)
  %336 = getelementptr inbounds i8, ptr %0, i64 2976
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 2 dereferenceable(32) %336, i8 0, i64 32, i1 false), !dbg !1121, !tbaa !1124
    #dbg_value(i64 poison, !1105, !DIExpression(), !1109)
  %337 = load i32, ptr %11, align 8, !dbg !1125, !tbaa !930
  %338 = sext i32 %337 to i64, !dbg !1126
  %339 = getelementptr inbounds [573 x i32], ptr %81, i64 0, i64 %338, !dbg !1126
  %340 = load i32, ptr %339, align 4, !dbg !1126, !tbaa !948
  %341 = sext i32 %340 to i64, !dbg !1127
  %342 = getelementptr inbounds %struct.ct_data_s, ptr %326, i64 %341, i32 1, !dbg !1128
  store i16 0, ptr %342, align 2, !dbg !1129, !tbaa !306
  %343 = load i32, ptr %11, align 8, !dbg !1130, !tbaa !930
    #dbg_value(i32 %343, !1102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1109)
  %344 = icmp slt i32 %343, 572, !dbg !1132
  br i1 %344, label %345, label %472, !dbg !1134

345:                                              ; preds = %320
  %346 = getelementptr inbounds i8, ptr %0, i64 5912
  %347 = icmp eq ptr %329, null
  %348 = getelementptr inbounds i8, ptr %0, i64 5920
  %349 = sext i32 %343 to i64, !dbg !1134
  %350 = add nsw i64 %349, 1, !dbg !1134
  br label %351, !dbg !1134

351:                                              ; preds = %400, %345
  %352 = phi i64 [ %350, %345 ], [ %401, %400 ]
  %353 = phi i32 [ 0, %345 ], [ %368, %400 ]
    #dbg_value(i32 %353, !1108, !DIExpression(), !1109)
  %354 = getelementptr inbounds [573 x i32], ptr %81, i64 0, i64 %352, !dbg !1135
  %355 = load i32, ptr %354, align 4, !dbg !1135, !tbaa !948
    #dbg_value(i32 %355, !1103, !DIExpression(), !1109)
  %356 = sext i32 %355 to i64, !dbg !1137
  %357 = getelementptr inbounds %struct.ct_data_s, ptr %326, i64 %356, !dbg !1137
  %358 = getelementptr inbounds i8, ptr %357, i64 2, !dbg !1138
  %359 = load i16, ptr %358, align 2, !dbg !1138, !tbaa !306
  %360 = zext i16 %359 to i64, !dbg !1139
  %361 = getelementptr inbounds %struct.ct_data_s, ptr %326, i64 %360, i32 1, !dbg !1140
  %362 = load i16, ptr %361, align 2, !dbg !1140, !tbaa !306
  %363 = zext i16 %362 to i32, !dbg !1139
  %364 = add nuw nsw i32 %363, 1, !dbg !1141
    #dbg_value(i32 %364, !1105, !DIExpression(), !1109)
  %365 = icmp sle i32 %335, %363, !dbg !1142
  %366 = select i1 %365, i32 %335, i32 %364, !dbg !1144
  %367 = zext i1 %365 to i32, !dbg !1144
  %368 = add nuw nsw i32 %353, %367, !dbg !1144
    #dbg_value(i32 %368, !1108, !DIExpression(), !1109)
    #dbg_value(i32 %366, !1105, !DIExpression(), !1109)
  %369 = trunc i32 %366 to i16, !dbg !1145
  store i16 %369, ptr %358, align 2, !dbg !1146, !tbaa !306
  %370 = icmp sgt i32 %355, %327, !dbg !1147
  br i1 %370, label %400, label %371, !dbg !1149

371:                                              ; preds = %351
  %372 = sext i32 %366 to i64, !dbg !1150
  %373 = getelementptr inbounds [16 x i16], ptr %336, i64 0, i64 %372, !dbg !1150
  %374 = load i16, ptr %373, align 2, !dbg !1151, !tbaa !1124
  %375 = add i16 %374, 1, !dbg !1151
  store i16 %375, ptr %373, align 2, !dbg !1151, !tbaa !1124
    #dbg_value(i32 0, !1106, !DIExpression(), !1109)
  %376 = icmp slt i32 %355, %333, !dbg !1152
  br i1 %376, label %382, label %377, !dbg !1154

377:                                              ; preds = %371
  %378 = sub nsw i32 %355, %333, !dbg !1155
  %379 = sext i32 %378 to i64, !dbg !1156
  %380 = getelementptr inbounds i32, ptr %331, i64 %379, !dbg !1156
  %381 = load i32, ptr %380, align 4, !dbg !1156, !tbaa !948
    #dbg_value(i32 %381, !1106, !DIExpression(), !1109)
  br label %382, !dbg !1157

382:                                              ; preds = %377, %371
  %383 = phi i32 [ %381, %377 ], [ 0, %371 ], !dbg !1158
    #dbg_value(i32 %383, !1106, !DIExpression(), !1109)
  %384 = load i16, ptr %357, align 2, !dbg !1159, !tbaa !306
    #dbg_value(i16 %384, !1107, !DIExpression(), !1109)
  %385 = zext i16 %384 to i64, !dbg !1160
  %386 = add nsw i32 %383, %366, !dbg !1161
  %387 = zext i32 %386 to i64, !dbg !1162
  %388 = mul nuw nsw i64 %385, %387, !dbg !1163
  %389 = load i64, ptr %346, align 8, !dbg !1164, !tbaa !724
  %390 = add i64 %388, %389, !dbg !1164
  store i64 %390, ptr %346, align 8, !dbg !1164, !tbaa !724
  br i1 %347, label %400, label %391, !dbg !1165

391:                                              ; preds = %382
  %392 = getelementptr inbounds %struct.ct_data_s, ptr %329, i64 %356, i32 1, !dbg !1166
  %393 = load i16, ptr %392, align 2, !dbg !1166, !tbaa !306
  %394 = zext i16 %393 to i32, !dbg !1168
  %395 = add nsw i32 %383, %394, !dbg !1169
  %396 = zext i32 %395 to i64, !dbg !1170
  %397 = mul nuw nsw i64 %396, %385, !dbg !1171
  %398 = load i64, ptr %348, align 8, !dbg !1172, !tbaa !728
  %399 = add i64 %397, %398, !dbg !1172
  store i64 %399, ptr %348, align 8, !dbg !1172, !tbaa !728
  br label %400, !dbg !1173

400:                                              ; preds = %391, %382, %351
    #dbg_value(i64 %352, !1102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1109)
  %401 = add nsw i64 %352, 1, !dbg !1174
    #dbg_value(i32 %368, !1108, !DIExpression(), !1109)
    #dbg_value(i64 %401, !1102, !DIExpression(), !1109)
  %402 = and i64 %401, 4294967295, !dbg !1132
  %403 = icmp eq i64 %402, 573, !dbg !1132
  br i1 %403, label %404, label %351, !dbg !1134, !llvm.loop !1175

404:                                              ; preds = %400
  %405 = icmp eq i32 %368, 0, !dbg !1177
  br i1 %405, label %472, label %406, !dbg !1179

406:                                              ; preds = %404
  %407 = sext i32 %335 to i64
  %408 = getelementptr inbounds [16 x i16], ptr %336, i64 0, i64 %407
  br label %409, !dbg !1180

409:                                              ; preds = %417, %406
  %410 = phi i32 [ %427, %417 ], [ %368, %406 ], !dbg !1109
    #dbg_value(i32 %410, !1108, !DIExpression(), !1109)
    #dbg_value(i32 %335, !1105, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1109)
  br label %411, !dbg !1181

411:                                              ; preds = %411, %409
  %412 = phi i64 [ %413, %411 ], [ %407, %409 ]
  %413 = add nsw i64 %412, -1, !dbg !1183
    #dbg_value(i64 %413, !1105, !DIExpression(), !1109)
  %414 = getelementptr inbounds [16 x i16], ptr %336, i64 0, i64 %413, !dbg !1184
  %415 = load i16, ptr %414, align 2, !dbg !1184, !tbaa !1124
  %416 = icmp eq i16 %415, 0, !dbg !1185
  br i1 %416, label %411, label %417, !dbg !1181, !llvm.loop !1186

417:                                              ; preds = %411
  %418 = getelementptr inbounds [16 x i16], ptr %336, i64 0, i64 %413
  %419 = add i16 %415, -1, !dbg !1188
  store i16 %419, ptr %418, align 2, !dbg !1188, !tbaa !1124
  %420 = shl i64 %412, 32, !dbg !1189
  %421 = ashr exact i64 %420, 32, !dbg !1189
  %422 = getelementptr inbounds [16 x i16], ptr %336, i64 0, i64 %421, !dbg !1189
  %423 = load i16, ptr %422, align 2, !dbg !1190, !tbaa !1124
  %424 = add i16 %423, 2, !dbg !1190
  store i16 %424, ptr %422, align 2, !dbg !1190, !tbaa !1124
  %425 = load i16, ptr %408, align 2, !dbg !1191, !tbaa !1124
  %426 = add i16 %425, -1, !dbg !1191
  store i16 %426, ptr %408, align 2, !dbg !1191, !tbaa !1124
  %427 = add nsw i32 %410, -2, !dbg !1192
    #dbg_value(i32 %427, !1108, !DIExpression(), !1109)
  %428 = icmp sgt i32 %410, 2, !dbg !1193
  br i1 %428, label %409, label %429, !dbg !1194, !llvm.loop !1195

429:                                              ; preds = %417
    #dbg_value(i32 573, !1102, !DIExpression(), !1109)
    #dbg_value(i32 %335, !1105, !DIExpression(), !1109)
  %430 = icmp eq i32 %335, 0, !dbg !1197
  br i1 %430, label %472, label %431, !dbg !1200

431:                                              ; preds = %429, %468
  %432 = phi i64 [ %470, %468 ], [ %407, %429 ]
  %433 = phi i32 [ %469, %468 ], [ 573, %429 ]
    #dbg_value(i32 %433, !1102, !DIExpression(), !1109)
    #dbg_value(i64 %432, !1105, !DIExpression(), !1109)
  %434 = getelementptr inbounds [16 x i16], ptr %336, i64 0, i64 %432, !dbg !1201
  %435 = load i16, ptr %434, align 2, !dbg !1201, !tbaa !1124
    #dbg_value(i16 %435, !1103, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1109)
  %436 = trunc i64 %432 to i16
  %437 = icmp eq i16 %435, 0
  br i1 %437, label %468, label %438, !dbg !1203

438:                                              ; preds = %431
  %439 = zext i16 %435 to i32, !dbg !1201
    #dbg_value(i32 %439, !1103, !DIExpression(), !1109)
  br label %440, !dbg !1203

440:                                              ; preds = %438, %465
  %441 = phi i32 [ %451, %465 ], [ %433, %438 ]
  %442 = phi i32 [ %466, %465 ], [ %439, %438 ]
  %443 = sext i32 %441 to i64, !dbg !1203
  br label %444, !dbg !1203

444:                                              ; preds = %444, %440
  %445 = phi i64 [ %443, %440 ], [ %446, %444 ], !dbg !1109
    #dbg_value(i64 %445, !1102, !DIExpression(), !1109)
    #dbg_value(i32 %442, !1103, !DIExpression(), !1109)
  %446 = add nsw i64 %445, -1, !dbg !1204
    #dbg_value(i64 %446, !1102, !DIExpression(), !1109)
  %447 = getelementptr inbounds [573 x i32], ptr %81, i64 0, i64 %446, !dbg !1206
  %448 = load i32, ptr %447, align 4, !dbg !1206, !tbaa !948
    #dbg_value(i32 %448, !1104, !DIExpression(), !1109)
  %449 = icmp sgt i32 %448, %327, !dbg !1207
  br i1 %449, label %444, label %450, !dbg !1209, !llvm.loop !1210

450:                                              ; preds = %444
  %451 = trunc nsw i64 %446 to i32, !dbg !1212
  %452 = sext i32 %448 to i64, !dbg !1212
  %453 = getelementptr inbounds %struct.ct_data_s, ptr %326, i64 %452, !dbg !1212
  %454 = getelementptr inbounds i8, ptr %453, i64 2, !dbg !1214
  %455 = load i16, ptr %454, align 2, !dbg !1214, !tbaa !306
  %456 = zext i16 %455 to i64, !dbg !1215
  %457 = icmp eq i64 %432, %456, !dbg !1215
  br i1 %457, label %465, label %458, !dbg !1216

458:                                              ; preds = %450
  %459 = sub nsw i64 %432, %456, !dbg !1217
  %460 = load i16, ptr %453, align 2, !dbg !1219, !tbaa !306
  %461 = zext i16 %460 to i64, !dbg !1220
  %462 = mul nsw i64 %459, %461, !dbg !1221
  %463 = load i64, ptr %346, align 8, !dbg !1222, !tbaa !724
  %464 = add i64 %462, %463, !dbg !1222
  store i64 %464, ptr %346, align 8, !dbg !1222, !tbaa !724
  store i16 %436, ptr %454, align 2, !dbg !1223, !tbaa !306
  br label %465, !dbg !1224

465:                                              ; preds = %458, %450
  %466 = add nsw i32 %442, -1, !dbg !1225
    #dbg_value(i32 %466, !1103, !DIExpression(), !1109)
  %467 = icmp eq i32 %466, 0
  br i1 %467, label %468, label %440, !dbg !1203, !llvm.loop !1226

468:                                              ; preds = %465, %431
  %469 = phi i32 [ %433, %431 ], [ %451, %465 ]
  %470 = add nsw i64 %432, -1, !dbg !1227
    #dbg_value(i32 %469, !1102, !DIExpression(), !1109)
    #dbg_value(i64 %470, !1105, !DIExpression(), !1109)
  %471 = icmp eq i64 %470, 0, !dbg !1197
  br i1 %471, label %472, label %431, !dbg !1200, !llvm.loop !1228

472:                                              ; preds = %468, %320, %404, %429
    #dbg_assign(i1 undef, !1230, !DIExpression(), !914, ptr %3, !DIExpression(), !1247)
    #dbg_value(ptr %4, !1237, !DIExpression(), !1247)
    #dbg_value(i32 %72, !1238, !DIExpression(), !1247)
    #dbg_value(ptr %336, !1239, !DIExpression(), !1247)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #9, !dbg !1249
    #dbg_value(i32 poison, !1240, !DIExpression(), !1247)
    #dbg_value(i64 1, !1241, !DIExpression(), !1247)
  %473 = load i16, ptr %336, align 2, !dbg !1250, !tbaa !1124
  %474 = shl i16 %473, 1, !dbg !1254
    #dbg_value(i32 undef, !1240, !DIExpression(), !1247)
  %475 = getelementptr inbounds i8, ptr %3, i64 2, !dbg !1255
  store i16 %474, ptr %475, align 2, !dbg !1256, !tbaa !1124
    #dbg_value(i32 poison, !1240, !DIExpression(), !1247)
    #dbg_value(i64 2, !1241, !DIExpression(), !1247)
  %476 = getelementptr i8, ptr %0, i64 2978, !dbg !1250
  %477 = load i16, ptr %476, align 2, !dbg !1250, !tbaa !1124
  %478 = add i16 %477, %474, !dbg !1257
  %479 = shl i16 %478, 1, !dbg !1254
    #dbg_value(i32 undef, !1240, !DIExpression(), !1247)
  %480 = getelementptr inbounds i8, ptr %3, i64 4, !dbg !1255
  store i16 %479, ptr %480, align 4, !dbg !1256, !tbaa !1124
    #dbg_value(i32 poison, !1240, !DIExpression(), !1247)
    #dbg_value(i64 3, !1241, !DIExpression(), !1247)
  %481 = getelementptr i8, ptr %0, i64 2980, !dbg !1250
  %482 = load i16, ptr %481, align 2, !dbg !1250, !tbaa !1124
  %483 = add i16 %482, %479, !dbg !1257
  %484 = shl i16 %483, 1, !dbg !1254
    #dbg_value(i32 undef, !1240, !DIExpression(), !1247)
  %485 = getelementptr inbounds i8, ptr %3, i64 6, !dbg !1255
  store i16 %484, ptr %485, align 2, !dbg !1256, !tbaa !1124
    #dbg_value(i32 poison, !1240, !DIExpression(), !1247)
    #dbg_value(i64 4, !1241, !DIExpression(), !1247)
  %486 = getelementptr i8, ptr %0, i64 2982, !dbg !1250
  %487 = load i16, ptr %486, align 2, !dbg !1250, !tbaa !1124
  %488 = add i16 %487, %484, !dbg !1257
  %489 = shl i16 %488, 1, !dbg !1254
    #dbg_value(i32 undef, !1240, !DIExpression(), !1247)
  %490 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !1255
  store i16 %489, ptr %490, align 8, !dbg !1256, !tbaa !1124
    #dbg_value(i32 poison, !1240, !DIExpression(), !1247)
    #dbg_value(i64 5, !1241, !DIExpression(), !1247)
  %491 = getelementptr i8, ptr %0, i64 2984, !dbg !1250
  %492 = load i16, ptr %491, align 2, !dbg !1250, !tbaa !1124
  %493 = add i16 %492, %489, !dbg !1257
  %494 = shl i16 %493, 1, !dbg !1254
    #dbg_value(i32 undef, !1240, !DIExpression(), !1247)
  %495 = getelementptr inbounds i8, ptr %3, i64 10, !dbg !1255
  store i16 %494, ptr %495, align 2, !dbg !1256, !tbaa !1124
    #dbg_value(i32 poison, !1240, !DIExpression(), !1247)
    #dbg_value(i64 6, !1241, !DIExpression(), !1247)
  %496 = getelementptr i8, ptr %0, i64 2986, !dbg !1250
  %497 = load i16, ptr %496, align 2, !dbg !1250, !tbaa !1124
  %498 = add i16 %497, %494, !dbg !1257
  %499 = shl i16 %498, 1, !dbg !1254
    #dbg_value(i32 undef, !1240, !DIExpression(), !1247)
  %500 = getelementptr inbounds i8, ptr %3, i64 12, !dbg !1255
  store i16 %499, ptr %500, align 4, !dbg !1256, !tbaa !1124
    #dbg_value(i32 poison, !1240, !DIExpression(), !1247)
    #dbg_value(i64 7, !1241, !DIExpression(), !1247)
  %501 = getelementptr i8, ptr %0, i64 2988, !dbg !1250
  %502 = load i16, ptr %501, align 2, !dbg !1250, !tbaa !1124
  %503 = add i16 %502, %499, !dbg !1257
  %504 = shl i16 %503, 1, !dbg !1254
    #dbg_value(i32 undef, !1240, !DIExpression(), !1247)
  %505 = getelementptr inbounds i8, ptr %3, i64 14, !dbg !1255
  store i16 %504, ptr %505, align 2, !dbg !1256, !tbaa !1124
    #dbg_value(i32 poison, !1240, !DIExpression(), !1247)
    #dbg_value(i64 8, !1241, !DIExpression(), !1247)
  %506 = getelementptr i8, ptr %0, i64 2990, !dbg !1250
  %507 = load i16, ptr %506, align 2, !dbg !1250, !tbaa !1124
  %508 = add i16 %507, %504, !dbg !1257
  %509 = shl i16 %508, 1, !dbg !1254
    #dbg_value(i32 undef, !1240, !DIExpression(), !1247)
  %510 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !1255
  store i16 %509, ptr %510, align 16, !dbg !1256, !tbaa !1124
    #dbg_value(i32 poison, !1240, !DIExpression(), !1247)
    #dbg_value(i64 9, !1241, !DIExpression(), !1247)
  %511 = getelementptr i8, ptr %0, i64 2992, !dbg !1250
  %512 = load i16, ptr %511, align 2, !dbg !1250, !tbaa !1124
  %513 = add i16 %512, %509, !dbg !1257
  %514 = shl i16 %513, 1, !dbg !1254
    #dbg_value(i32 undef, !1240, !DIExpression(), !1247)
  %515 = getelementptr inbounds i8, ptr %3, i64 18, !dbg !1255
  store i16 %514, ptr %515, align 2, !dbg !1256, !tbaa !1124
    #dbg_value(i32 poison, !1240, !DIExpression(), !1247)
    #dbg_value(i64 10, !1241, !DIExpression(), !1247)
  %516 = getelementptr i8, ptr %0, i64 2994, !dbg !1250
  %517 = load i16, ptr %516, align 2, !dbg !1250, !tbaa !1124
  %518 = add i16 %517, %514, !dbg !1257
  %519 = shl i16 %518, 1, !dbg !1254
    #dbg_value(i32 undef, !1240, !DIExpression(), !1247)
  %520 = getelementptr inbounds i8, ptr %3, i64 20, !dbg !1255
  store i16 %519, ptr %520, align 4, !dbg !1256, !tbaa !1124
    #dbg_value(i32 poison, !1240, !DIExpression(), !1247)
    #dbg_value(i64 11, !1241, !DIExpression(), !1247)
  %521 = getelementptr i8, ptr %0, i64 2996, !dbg !1250
  %522 = load i16, ptr %521, align 2, !dbg !1250, !tbaa !1124
  %523 = add i16 %522, %519, !dbg !1257
  %524 = shl i16 %523, 1, !dbg !1254
    #dbg_value(i32 undef, !1240, !DIExpression(), !1247)
  %525 = getelementptr inbounds i8, ptr %3, i64 22, !dbg !1255
  store i16 %524, ptr %525, align 2, !dbg !1256, !tbaa !1124
    #dbg_value(i32 poison, !1240, !DIExpression(), !1247)
    #dbg_value(i64 12, !1241, !DIExpression(), !1247)
  %526 = getelementptr i8, ptr %0, i64 2998, !dbg !1250
  %527 = load i16, ptr %526, align 2, !dbg !1250, !tbaa !1124
  %528 = add i16 %527, %524, !dbg !1257
  %529 = shl i16 %528, 1, !dbg !1254
    #dbg_value(i32 undef, !1240, !DIExpression(), !1247)
  %530 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !1255
  store i16 %529, ptr %530, align 8, !dbg !1256, !tbaa !1124
    #dbg_value(i32 poison, !1240, !DIExpression(), !1247)
    #dbg_value(i64 13, !1241, !DIExpression(), !1247)
  %531 = getelementptr i8, ptr %0, i64 3000, !dbg !1250
  %532 = load i16, ptr %531, align 2, !dbg !1250, !tbaa !1124
  %533 = add i16 %532, %529, !dbg !1257
  %534 = shl i16 %533, 1, !dbg !1254
    #dbg_value(i32 undef, !1240, !DIExpression(), !1247)
  %535 = getelementptr inbounds i8, ptr %3, i64 26, !dbg !1255
  store i16 %534, ptr %535, align 2, !dbg !1256, !tbaa !1124
    #dbg_value(i32 poison, !1240, !DIExpression(), !1247)
    #dbg_value(i64 14, !1241, !DIExpression(), !1247)
  %536 = getelementptr i8, ptr %0, i64 3002, !dbg !1250
  %537 = load i16, ptr %536, align 2, !dbg !1250, !tbaa !1124
  %538 = add i16 %537, %534, !dbg !1257
  %539 = shl i16 %538, 1, !dbg !1254
    #dbg_value(i32 undef, !1240, !DIExpression(), !1247)
  %540 = getelementptr inbounds i8, ptr %3, i64 28, !dbg !1255
  store i16 %539, ptr %540, align 4, !dbg !1256, !tbaa !1124
    #dbg_value(i32 poison, !1240, !DIExpression(), !1247)
    #dbg_value(i64 15, !1241, !DIExpression(), !1247)
  %541 = getelementptr i8, ptr %0, i64 3004, !dbg !1250
  %542 = load i16, ptr %541, align 2, !dbg !1250, !tbaa !1124
  %543 = add i16 %542, %539, !dbg !1257
  %544 = shl i16 %543, 1, !dbg !1254
    #dbg_value(i32 undef, !1240, !DIExpression(), !1247)
  %545 = getelementptr inbounds i8, ptr %3, i64 30, !dbg !1255
  store i16 %544, ptr %545, align 2, !dbg !1256, !tbaa !1124
    #dbg_value(i32 poison, !1240, !DIExpression(), !1247)
    #dbg_value(i64 16, !1241, !DIExpression(), !1247)
    #dbg_value(i32 0, !1242, !DIExpression(), !1247)
  %546 = icmp slt i32 %72, 0, !dbg !1258
  br i1 %546, label %606, label %547, !dbg !1259

547:                                              ; preds = %472
  %548 = add nuw i32 %72, 1, !dbg !1259
  %549 = zext i32 %548 to i64, !dbg !1258
  br label %550, !dbg !1259

550:                                              ; preds = %603, %547
  %551 = phi i64 [ 0, %547 ], [ %604, %603 ]
    #dbg_value(i64 %551, !1242, !DIExpression(), !1247)
  %552 = getelementptr inbounds %struct.ct_data_s, ptr %4, i64 %551, !dbg !1260
  %553 = getelementptr inbounds i8, ptr %552, i64 2, !dbg !1261
  %554 = load i16, ptr %553, align 2, !dbg !1261, !tbaa !306
    #dbg_value(i16 %554, !1243, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1262)
  %555 = icmp eq i16 %554, 0, !dbg !1263
  br i1 %555, label %603, label %556, !dbg !1265

556:                                              ; preds = %550
  %557 = zext i16 %554 to i32, !dbg !1260
    #dbg_value(i32 %557, !1243, !DIExpression(), !1262)
  %558 = zext i16 %554 to i64, !dbg !1266
  %559 = getelementptr inbounds [16 x i16], ptr %3, i64 0, i64 %558, !dbg !1266
  %560 = load i16, ptr %559, align 2, !dbg !1267, !tbaa !1124
  %561 = add i16 %560, 1, !dbg !1267
  store i16 %561, ptr %559, align 2, !dbg !1267, !tbaa !1124
    #dbg_value(i32 undef, !1268, !DIExpression(), !1275)
    #dbg_value(i32 %557, !1273, !DIExpression(), !1275)
    #dbg_value(i32 0, !1274, !DIExpression(), !1275)
  %562 = and i32 %557, 3, !dbg !1277
  %563 = icmp ult i16 %554, 4, !dbg !1277
  br i1 %563, label %586, label %564, !dbg !1277

564:                                              ; preds = %556
  %565 = and i32 %557, 65532, !dbg !1277
  br label %566, !dbg !1277

566:                                              ; preds = %566, %564
  %567 = phi i16 [ %560, %564 ], [ %582, %566 ]
  %568 = phi i16 [ 0, %564 ], [ %583, %566 ], !dbg !1275
  %569 = phi i32 [ 0, %564 ], [ %584, %566 ]
    #dbg_value(i32 poison, !1274, !DIExpression(), !1275)
    #dbg_value(i32 poison, !1273, !DIExpression(), !1275)
    #dbg_value(i32 poison, !1268, !DIExpression(), !1275)
  %570 = and i16 %567, 1, !dbg !1278
  %571 = or disjoint i16 %568, %570, !dbg !1280
    #dbg_value(i32 undef, !1274, !DIExpression(), !1275)
    #dbg_value(i32 undef, !1268, !DIExpression(), !1275)
  %572 = shl i16 %571, 2, !dbg !1281
    #dbg_value(i32 poison, !1273, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1275)
    #dbg_value(i32 poison, !1274, !DIExpression(), !1275)
    #dbg_value(i32 poison, !1268, !DIExpression(), !1275)
  %573 = and i16 %567, 2, !dbg !1278
  %574 = or disjoint i16 %572, %573, !dbg !1280
    #dbg_value(i32 undef, !1274, !DIExpression(), !1275)
  %575 = lshr i16 %567, 2, !dbg !1282
    #dbg_value(i32 undef, !1268, !DIExpression(), !1275)
    #dbg_value(i32 poison, !1273, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !1275)
    #dbg_value(i32 poison, !1274, !DIExpression(), !1275)
    #dbg_value(i32 poison, !1268, !DIExpression(), !1275)
  %576 = and i16 %575, 1, !dbg !1278
  %577 = or disjoint i16 %574, %576, !dbg !1280
    #dbg_value(i32 undef, !1274, !DIExpression(), !1275)
  %578 = lshr i16 %567, 3, !dbg !1282
    #dbg_value(i32 undef, !1268, !DIExpression(), !1275)
  %579 = shl i16 %577, 1, !dbg !1281
    #dbg_value(i32 poison, !1273, !DIExpression(DW_OP_constu, 3, DW_OP_minus, DW_OP_stack_value), !1275)
    #dbg_value(i32 poison, !1274, !DIExpression(), !1275)
    #dbg_value(i32 poison, !1268, !DIExpression(), !1275)
  %580 = and i16 %578, 1, !dbg !1278
  %581 = or disjoint i16 %579, %580, !dbg !1280
    #dbg_value(i32 undef, !1274, !DIExpression(), !1275)
  %582 = lshr i16 %567, 4, !dbg !1282
    #dbg_value(i32 undef, !1268, !DIExpression(), !1275)
  %583 = shl i16 %581, 1, !dbg !1281
    #dbg_value(i32 poison, !1273, !DIExpression(DW_OP_constu, 4, DW_OP_minus, DW_OP_stack_value), !1275)
  %584 = add i32 %569, 4, !dbg !1283
  %585 = icmp eq i32 %584, %565, !dbg !1283
  br i1 %585, label %586, label %566, !dbg !1283, !llvm.loop !1284

586:                                              ; preds = %566, %556
  %587 = phi i16 [ poison, %556 ], [ %581, %566 ]
  %588 = phi i16 [ %560, %556 ], [ %582, %566 ]
  %589 = phi i16 [ 0, %556 ], [ %583, %566 ]
  %590 = icmp eq i32 %562, 0, !dbg !1283
  br i1 %590, label %601, label %591, !dbg !1283

591:                                              ; preds = %586, %591
  %592 = phi i16 [ %597, %591 ], [ %588, %586 ]
  %593 = phi i16 [ %598, %591 ], [ %589, %586 ], !dbg !1275
  %594 = phi i32 [ %599, %591 ], [ 0, %586 ]
    #dbg_value(i32 poison, !1274, !DIExpression(), !1275)
    #dbg_value(i32 poison, !1273, !DIExpression(), !1275)
    #dbg_value(i32 poison, !1268, !DIExpression(), !1275)
  %595 = and i16 %592, 1, !dbg !1278
  %596 = or disjoint i16 %593, %595, !dbg !1280
    #dbg_value(i32 undef, !1274, !DIExpression(), !1275)
  %597 = lshr i16 %592, 1, !dbg !1282
    #dbg_value(i32 undef, !1268, !DIExpression(), !1275)
  %598 = shl i16 %596, 1, !dbg !1281
    #dbg_value(i32 poison, !1273, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1275)
  %599 = add i32 %594, 1, !dbg !1283
  %600 = icmp eq i32 %599, %562, !dbg !1283
  br i1 %600, label %601, label %591, !dbg !1283, !llvm.loop !1286

601:                                              ; preds = %591, %586
  %602 = phi i16 [ %587, %586 ], [ %596, %591 ], !dbg !1280
  store i16 %602, ptr %552, align 2, !dbg !1288, !tbaa !306
  br label %603, !dbg !1289

603:                                              ; preds = %601, %550
  %604 = add nuw nsw i64 %551, 1, !dbg !1290
    #dbg_value(i64 %604, !1242, !DIExpression(), !1247)
  %605 = icmp eq i64 %604, %549, !dbg !1258
  br i1 %605, label %606, label %550, !dbg !1259, !llvm.loop !1291

606:                                              ; preds = %603, %472
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #9, !dbg !1293
  ret void, !dbg !1294
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @compress_block(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) unnamed_addr #5 !dbg !1295 {
    #dbg_value(ptr %0, !1299, !DIExpression(), !1346)
    #dbg_value(ptr %1, !1300, !DIExpression(), !1346)
    #dbg_value(ptr %2, !1301, !DIExpression(), !1346)
    #dbg_value(i32 0, !1304, !DIExpression(), !1346)
  %4 = getelementptr inbounds i8, ptr %0, i64 5900, !dbg !1347
  %5 = load i32, ptr %4, align 4, !dbg !1347, !tbaa !317
  %6 = icmp eq i32 %5, 0, !dbg !1348
  br i1 %6, label %7, label %10, !dbg !1349

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 5940
  %9 = load i32, ptr %8, align 4, !dbg !1350, !tbaa !290
  br label %246, !dbg !1349

10:                                               ; preds = %3
  %11 = getelementptr inbounds i8, ptr %0, i64 5888
  %12 = getelementptr inbounds i8, ptr %0, i64 5940
  %13 = getelementptr inbounds i8, ptr %0, i64 5936
  %14 = getelementptr inbounds i8, ptr %0, i64 16
  %15 = getelementptr inbounds i8, ptr %0, i64 40
  br label %16, !dbg !1351

16:                                               ; preds = %10, %242
  %17 = phi i32 [ %31, %242 ], [ 0, %10 ], !dbg !1346
    #dbg_value(i32 %17, !1304, !DIExpression(), !1346)
  %18 = load ptr, ptr %11, align 8, !dbg !1352, !tbaa !1353
  %19 = add nuw i32 %17, 1, !dbg !1354
    #dbg_value(i32 %19, !1304, !DIExpression(), !1346)
  %20 = zext i32 %17 to i64, !dbg !1355
  %21 = getelementptr inbounds i8, ptr %18, i64 %20, !dbg !1355
  %22 = load i8, ptr %21, align 1, !dbg !1355, !tbaa !306
  %23 = zext i8 %22 to i32, !dbg !1355
    #dbg_value(i32 %23, !1302, !DIExpression(), !1346)
  %24 = add i32 %17, 2, !dbg !1356
    #dbg_value(i32 %24, !1304, !DIExpression(), !1346)
  %25 = zext i32 %19 to i64, !dbg !1357
  %26 = getelementptr inbounds i8, ptr %18, i64 %25, !dbg !1357
  %27 = load i8, ptr %26, align 1, !dbg !1357, !tbaa !306
  %28 = zext i8 %27 to i32, !dbg !1357
  %29 = shl nuw nsw i32 %28, 8, !dbg !1358
  %30 = or disjoint i32 %29, %23, !dbg !1359
    #dbg_value(i32 %30, !1302, !DIExpression(), !1346)
  %31 = add i32 %17, 3, !dbg !1360
    #dbg_value(i32 %31, !1304, !DIExpression(), !1346)
  %32 = zext i32 %24 to i64, !dbg !1361
  %33 = getelementptr inbounds i8, ptr %18, i64 %32, !dbg !1361
  %34 = load i8, ptr %33, align 1, !dbg !1361, !tbaa !306
  %35 = zext i8 %34 to i32, !dbg !1361
    #dbg_value(i32 %35, !1303, !DIExpression(), !1346)
  %36 = icmp eq i32 %30, 0, !dbg !1362
  %37 = zext i8 %34 to i64, !dbg !1363
  br i1 %36, label %38, label %73, !dbg !1364

38:                                               ; preds = %16
  %39 = getelementptr inbounds %struct.ct_data_s, ptr %1, i64 %37, !dbg !1365
  %40 = getelementptr inbounds i8, ptr %39, i64 2, !dbg !1365
  %41 = load i16, ptr %40, align 2, !dbg !1365, !tbaa !306
  %42 = zext i16 %41 to i32, !dbg !1365
    #dbg_value(i32 %42, !1307, !DIExpression(), !1366)
  %43 = load i32, ptr %12, align 4, !dbg !1367, !tbaa !290
  %44 = sub nsw i32 16, %42, !dbg !1367
  %45 = icmp sgt i32 %43, %44, !dbg !1367
  %46 = load i16, ptr %39, align 2, !dbg !1367, !tbaa !306
  %47 = zext i16 %46 to i32, !dbg !1367
  %48 = shl i32 %47, %43, !dbg !1367
  %49 = load i16, ptr %13, align 8, !dbg !1367, !tbaa !287
  %50 = trunc i32 %48 to i16, !dbg !1367
  %51 = or i16 %49, %50, !dbg !1367
  store i16 %51, ptr %13, align 8, !dbg !1367, !tbaa !287
  br i1 %45, label %52, label %71, !dbg !1365

52:                                               ; preds = %38
    #dbg_value(i32 %47, !1313, !DIExpression(), !1368)
  %53 = trunc i16 %51 to i8, !dbg !1369
  %54 = load ptr, ptr %14, align 8, !dbg !1369, !tbaa !352
  %55 = load i64, ptr %15, align 8, !dbg !1369, !tbaa !353
  %56 = add i64 %55, 1, !dbg !1369
  store i64 %56, ptr %15, align 8, !dbg !1369, !tbaa !353
  %57 = getelementptr inbounds i8, ptr %54, i64 %55, !dbg !1369
  store i8 %53, ptr %57, align 1, !dbg !1369, !tbaa !306
  %58 = load i16, ptr %13, align 8, !dbg !1372, !tbaa !287
  %59 = lshr i16 %58, 8, !dbg !1372
  %60 = trunc nuw i16 %59 to i8, !dbg !1372
  %61 = load ptr, ptr %14, align 8, !dbg !1372, !tbaa !352
  %62 = load i64, ptr %15, align 8, !dbg !1372, !tbaa !353
  %63 = add i64 %62, 1, !dbg !1372
  store i64 %63, ptr %15, align 8, !dbg !1372, !tbaa !353
  %64 = getelementptr inbounds i8, ptr %61, i64 %62, !dbg !1372
  store i8 %60, ptr %64, align 1, !dbg !1372, !tbaa !306
  %65 = load i32, ptr %12, align 4, !dbg !1374, !tbaa !290
  %66 = sub nsw i32 16, %65, !dbg !1374
  %67 = lshr i32 %47, %66, !dbg !1374
  %68 = trunc nuw i32 %67 to i16, !dbg !1374
  store i16 %68, ptr %13, align 8, !dbg !1374, !tbaa !287
  %69 = add nsw i32 %42, -16, !dbg !1374
  %70 = add nsw i32 %69, %65, !dbg !1374
  br label %240, !dbg !1374

71:                                               ; preds = %38
  %72 = add nsw i32 %43, %42, !dbg !1375
  br label %240

73:                                               ; preds = %16
  %74 = getelementptr inbounds [256 x i8], ptr @_length_code, i64 0, i64 %37, !dbg !1377
  %75 = load i8, ptr %74, align 1, !dbg !1377, !tbaa !306
    #dbg_value(i8 %75, !1305, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1346)
  %76 = zext i8 %75 to i64, !dbg !1378
  %77 = getelementptr inbounds %struct.ct_data_s, ptr %1, i64 %76, !dbg !1378
  %78 = getelementptr inbounds i8, ptr %77, i64 1028, !dbg !1378
  %79 = getelementptr inbounds i8, ptr %77, i64 1030, !dbg !1378
  %80 = load i16, ptr %79, align 2, !dbg !1378, !tbaa !306
  %81 = zext i16 %80 to i32, !dbg !1378
    #dbg_value(i32 %81, !1316, !DIExpression(), !1379)
  %82 = load i32, ptr %12, align 4, !dbg !1380, !tbaa !290
  %83 = sub nsw i32 16, %81, !dbg !1380
  %84 = icmp sgt i32 %82, %83, !dbg !1380
  %85 = load i16, ptr %78, align 2, !dbg !1380, !tbaa !306
  %86 = zext i16 %85 to i32, !dbg !1380
  %87 = shl i32 %86, %82, !dbg !1380
  %88 = load i16, ptr %13, align 8, !dbg !1380, !tbaa !287
  %89 = trunc i32 %87 to i16, !dbg !1380
  %90 = or i16 %88, %89, !dbg !1380
  store i16 %90, ptr %13, align 8, !dbg !1380, !tbaa !287
  br i1 %84, label %91, label %110, !dbg !1378

91:                                               ; preds = %73
    #dbg_value(i32 %86, !1319, !DIExpression(), !1381)
  %92 = trunc i16 %90 to i8, !dbg !1382
  %93 = load ptr, ptr %14, align 8, !dbg !1382, !tbaa !352
  %94 = load i64, ptr %15, align 8, !dbg !1382, !tbaa !353
  %95 = add i64 %94, 1, !dbg !1382
  store i64 %95, ptr %15, align 8, !dbg !1382, !tbaa !353
  %96 = getelementptr inbounds i8, ptr %93, i64 %94, !dbg !1382
  store i8 %92, ptr %96, align 1, !dbg !1382, !tbaa !306
  %97 = load i16, ptr %13, align 8, !dbg !1385, !tbaa !287
  %98 = lshr i16 %97, 8, !dbg !1385
  %99 = trunc nuw i16 %98 to i8, !dbg !1385
  %100 = load ptr, ptr %14, align 8, !dbg !1385, !tbaa !352
  %101 = load i64, ptr %15, align 8, !dbg !1385, !tbaa !353
  %102 = add i64 %101, 1, !dbg !1385
  store i64 %102, ptr %15, align 8, !dbg !1385, !tbaa !353
  %103 = getelementptr inbounds i8, ptr %100, i64 %101, !dbg !1385
  store i8 %99, ptr %103, align 1, !dbg !1385, !tbaa !306
  %104 = load i32, ptr %12, align 4, !dbg !1387, !tbaa !290
  %105 = sub nsw i32 16, %104, !dbg !1387
  %106 = lshr i32 %86, %105, !dbg !1387
  %107 = trunc nuw i32 %106 to i16, !dbg !1387
  store i16 %107, ptr %13, align 8, !dbg !1387, !tbaa !287
  %108 = add nsw i32 %81, -16, !dbg !1387
  %109 = add nsw i32 %108, %104, !dbg !1387
  br label %112, !dbg !1387

110:                                              ; preds = %73
  %111 = add nsw i32 %82, %81, !dbg !1388
  br label %112

112:                                              ; preds = %110, %91
  %113 = phi i16 [ %90, %110 ], [ %107, %91 ]
  %114 = phi i32 [ %111, %110 ], [ %109, %91 ], !dbg !1380
  store i32 %114, ptr %12, align 4, !dbg !1380, !tbaa !290
  %115 = getelementptr inbounds [29 x i32], ptr @extra_lbits, i64 0, i64 %76, !dbg !1390
  %116 = load i32, ptr %115, align 4, !dbg !1390, !tbaa !948
    #dbg_value(i32 %116, !1306, !DIExpression(), !1346)
  %117 = add nsw i64 %76, -28, !dbg !1391
  %118 = icmp ult i64 %117, -20, !dbg !1391
  br i1 %118, label %156, label %119, !dbg !1392

119:                                              ; preds = %112
  %120 = getelementptr inbounds [29 x i32], ptr @base_length, i64 0, i64 %76, !dbg !1393
  %121 = load i32, ptr %120, align 4, !dbg !1393, !tbaa !948
  %122 = sub nsw i32 %35, %121, !dbg !1394
    #dbg_value(i32 %122, !1303, !DIExpression(), !1346)
    #dbg_value(i32 %116, !1322, !DIExpression(), !1395)
  %123 = sub nsw i32 16, %116, !dbg !1396
  %124 = icmp sgt i32 %114, %123, !dbg !1396
  br i1 %124, label %125, label %148, !dbg !1397

125:                                              ; preds = %119
    #dbg_value(i32 %122, !1326, !DIExpression(), !1398)
  %126 = and i32 %122, 65535, !dbg !1399
  %127 = shl i32 %122, %114, !dbg !1399
  %128 = trunc i32 %127 to i16, !dbg !1399
  %129 = or i16 %113, %128, !dbg !1399
  store i16 %129, ptr %13, align 8, !dbg !1399, !tbaa !287
  %130 = trunc i16 %129 to i8, !dbg !1400
  %131 = load ptr, ptr %14, align 8, !dbg !1400, !tbaa !352
  %132 = load i64, ptr %15, align 8, !dbg !1400, !tbaa !353
  %133 = add i64 %132, 1, !dbg !1400
  store i64 %133, ptr %15, align 8, !dbg !1400, !tbaa !353
  %134 = getelementptr inbounds i8, ptr %131, i64 %132, !dbg !1400
  store i8 %130, ptr %134, align 1, !dbg !1400, !tbaa !306
  %135 = load i16, ptr %13, align 8, !dbg !1403, !tbaa !287
  %136 = lshr i16 %135, 8, !dbg !1403
  %137 = trunc nuw i16 %136 to i8, !dbg !1403
  %138 = load ptr, ptr %14, align 8, !dbg !1403, !tbaa !352
  %139 = load i64, ptr %15, align 8, !dbg !1403, !tbaa !353
  %140 = add i64 %139, 1, !dbg !1403
  store i64 %140, ptr %15, align 8, !dbg !1403, !tbaa !353
  %141 = getelementptr inbounds i8, ptr %138, i64 %139, !dbg !1403
  store i8 %137, ptr %141, align 1, !dbg !1403, !tbaa !306
  %142 = load i32, ptr %12, align 4, !dbg !1399, !tbaa !290
  %143 = sub nsw i32 16, %142, !dbg !1399
  %144 = lshr i32 %126, %143, !dbg !1399
  %145 = trunc nuw i32 %144 to i16, !dbg !1399
  store i16 %145, ptr %13, align 8, !dbg !1399, !tbaa !287
  %146 = add nsw i32 %116, -16, !dbg !1399
  %147 = add nsw i32 %146, %142, !dbg !1399
  br label %153, !dbg !1399

148:                                              ; preds = %119
  %149 = shl i32 %122, %114, !dbg !1405
  %150 = trunc i32 %149 to i16, !dbg !1405
  %151 = or i16 %113, %150, !dbg !1405
  store i16 %151, ptr %13, align 8, !dbg !1405, !tbaa !287
  %152 = add nsw i32 %116, %114, !dbg !1405
  br label %153

153:                                              ; preds = %148, %125
  %154 = phi i16 [ %151, %148 ], [ %145, %125 ]
  %155 = phi i32 [ %152, %148 ], [ %147, %125 ], !dbg !1396
  store i32 %155, ptr %12, align 4, !dbg !1396, !tbaa !290
  br label %156, !dbg !1407

156:                                              ; preds = %153, %112
  %157 = phi i16 [ %154, %153 ], [ %113, %112 ]
  %158 = phi i32 [ %155, %153 ], [ %114, %112 ], !dbg !1408
  %159 = add nsw i32 %30, -1, !dbg !1409
    #dbg_value(i32 %159, !1302, !DIExpression(), !1346)
  %160 = icmp ult i32 %30, 257, !dbg !1410
  %161 = lshr i32 %159, 7, !dbg !1410
  %162 = add nuw nsw i32 %161, 256, !dbg !1410
  %163 = select i1 %160, i32 %159, i32 %162, !dbg !1410
  %164 = zext nneg i32 %163 to i64, !dbg !1410
  %165 = getelementptr inbounds [512 x i8], ptr @_dist_code, i64 0, i64 %164, !dbg !1410
  %166 = load i8, ptr %165, align 1, !dbg !1410, !tbaa !306
  %167 = zext i8 %166 to i64, !dbg !1411
    #dbg_value(i64 %167, !1305, !DIExpression(), !1346)
  %168 = getelementptr inbounds %struct.ct_data_s, ptr %2, i64 %167, !dbg !1411
  %169 = getelementptr inbounds i8, ptr %168, i64 2, !dbg !1411
  %170 = load i16, ptr %169, align 2, !dbg !1411, !tbaa !306
  %171 = zext i16 %170 to i32, !dbg !1411
    #dbg_value(i32 %171, !1329, !DIExpression(), !1412)
  %172 = sub nsw i32 16, %171, !dbg !1408
  %173 = icmp sgt i32 %158, %172, !dbg !1408
  %174 = load i16, ptr %168, align 2, !dbg !1408, !tbaa !306
  %175 = zext i16 %174 to i32, !dbg !1408
  %176 = shl i32 %175, %158, !dbg !1408
  %177 = trunc i32 %176 to i16, !dbg !1408
  %178 = or i16 %157, %177, !dbg !1408
  store i16 %178, ptr %13, align 8, !dbg !1408, !tbaa !287
  br i1 %173, label %179, label %198, !dbg !1411

179:                                              ; preds = %156
    #dbg_value(i32 %175, !1331, !DIExpression(), !1413)
  %180 = trunc i16 %178 to i8, !dbg !1414
  %181 = load ptr, ptr %14, align 8, !dbg !1414, !tbaa !352
  %182 = load i64, ptr %15, align 8, !dbg !1414, !tbaa !353
  %183 = add i64 %182, 1, !dbg !1414
  store i64 %183, ptr %15, align 8, !dbg !1414, !tbaa !353
  %184 = getelementptr inbounds i8, ptr %181, i64 %182, !dbg !1414
  store i8 %180, ptr %184, align 1, !dbg !1414, !tbaa !306
  %185 = load i16, ptr %13, align 8, !dbg !1417, !tbaa !287
  %186 = lshr i16 %185, 8, !dbg !1417
  %187 = trunc nuw i16 %186 to i8, !dbg !1417
  %188 = load ptr, ptr %14, align 8, !dbg !1417, !tbaa !352
  %189 = load i64, ptr %15, align 8, !dbg !1417, !tbaa !353
  %190 = add i64 %189, 1, !dbg !1417
  store i64 %190, ptr %15, align 8, !dbg !1417, !tbaa !353
  %191 = getelementptr inbounds i8, ptr %188, i64 %189, !dbg !1417
  store i8 %187, ptr %191, align 1, !dbg !1417, !tbaa !306
  %192 = load i32, ptr %12, align 4, !dbg !1419, !tbaa !290
  %193 = sub nsw i32 16, %192, !dbg !1419
  %194 = lshr i32 %175, %193, !dbg !1419
  %195 = trunc nuw i32 %194 to i16, !dbg !1419
  store i16 %195, ptr %13, align 8, !dbg !1419, !tbaa !287
  %196 = add nsw i32 %171, -16, !dbg !1419
  %197 = add nsw i32 %196, %192, !dbg !1419
  br label %200, !dbg !1419

198:                                              ; preds = %156
  %199 = add nsw i32 %158, %171, !dbg !1420
  br label %200

200:                                              ; preds = %198, %179
  %201 = phi i16 [ %178, %198 ], [ %195, %179 ]
  %202 = phi i32 [ %199, %198 ], [ %197, %179 ], !dbg !1408
  store i32 %202, ptr %12, align 4, !dbg !1408, !tbaa !290
  %203 = getelementptr inbounds [30 x i32], ptr @extra_dbits, i64 0, i64 %167, !dbg !1422
  %204 = load i32, ptr %203, align 4, !dbg !1422, !tbaa !948
    #dbg_value(i32 %204, !1306, !DIExpression(), !1346)
  %205 = icmp ult i8 %166, 4, !dbg !1423
  br i1 %205, label %242, label %206, !dbg !1424

206:                                              ; preds = %200
  %207 = getelementptr inbounds [30 x i32], ptr @base_dist, i64 0, i64 %167, !dbg !1425
  %208 = load i32, ptr %207, align 4, !dbg !1425, !tbaa !948
  %209 = sub i32 %159, %208, !dbg !1426
    #dbg_value(i32 %209, !1302, !DIExpression(), !1346)
    #dbg_value(i32 %204, !1334, !DIExpression(), !1427)
  %210 = sub nsw i32 16, %204, !dbg !1428
  %211 = icmp sgt i32 %202, %210, !dbg !1428
  br i1 %211, label %212, label %235, !dbg !1429

212:                                              ; preds = %206
    #dbg_value(i32 %209, !1338, !DIExpression(), !1430)
  %213 = and i32 %209, 65535, !dbg !1431
  %214 = shl i32 %209, %202, !dbg !1431
  %215 = trunc i32 %214 to i16, !dbg !1431
  %216 = or i16 %201, %215, !dbg !1431
  store i16 %216, ptr %13, align 8, !dbg !1431, !tbaa !287
  %217 = trunc i16 %216 to i8, !dbg !1432
  %218 = load ptr, ptr %14, align 8, !dbg !1432, !tbaa !352
  %219 = load i64, ptr %15, align 8, !dbg !1432, !tbaa !353
  %220 = add i64 %219, 1, !dbg !1432
  store i64 %220, ptr %15, align 8, !dbg !1432, !tbaa !353
  %221 = getelementptr inbounds i8, ptr %218, i64 %219, !dbg !1432
  store i8 %217, ptr %221, align 1, !dbg !1432, !tbaa !306
  %222 = load i16, ptr %13, align 8, !dbg !1435, !tbaa !287
  %223 = lshr i16 %222, 8, !dbg !1435
  %224 = trunc nuw i16 %223 to i8, !dbg !1435
  %225 = load ptr, ptr %14, align 8, !dbg !1435, !tbaa !352
  %226 = load i64, ptr %15, align 8, !dbg !1435, !tbaa !353
  %227 = add i64 %226, 1, !dbg !1435
  store i64 %227, ptr %15, align 8, !dbg !1435, !tbaa !353
  %228 = getelementptr inbounds i8, ptr %225, i64 %226, !dbg !1435
  store i8 %224, ptr %228, align 1, !dbg !1435, !tbaa !306
  %229 = load i32, ptr %12, align 4, !dbg !1431, !tbaa !290
  %230 = sub nsw i32 16, %229, !dbg !1431
  %231 = lshr i32 %213, %230, !dbg !1431
  %232 = trunc nuw i32 %231 to i16, !dbg !1431
  store i16 %232, ptr %13, align 8, !dbg !1431, !tbaa !287
  %233 = add nsw i32 %204, -16, !dbg !1431
  %234 = add nsw i32 %233, %229, !dbg !1431
  br label %240, !dbg !1431

235:                                              ; preds = %206
  %236 = shl i32 %209, %202, !dbg !1437
  %237 = trunc i32 %236 to i16, !dbg !1437
  %238 = or i16 %201, %237, !dbg !1437
  store i16 %238, ptr %13, align 8, !dbg !1437, !tbaa !287
  %239 = add nsw i32 %204, %202, !dbg !1437
  br label %240

240:                                              ; preds = %212, %235, %52, %71
  %241 = phi i32 [ %72, %71 ], [ %70, %52 ], [ %239, %235 ], [ %234, %212 ]
  store i32 %241, ptr %12, align 4, !dbg !1363, !tbaa !290
  br label %242, !dbg !1439

242:                                              ; preds = %240, %200
  %243 = phi i32 [ %202, %200 ], [ %241, %240 ]
  %244 = load i32, ptr %4, align 4, !dbg !1439, !tbaa !317
  %245 = icmp ult i32 %31, %244, !dbg !1440
  br i1 %245, label %16, label %246, !dbg !1441, !llvm.loop !1442

246:                                              ; preds = %242, %7
  %247 = phi i32 [ %9, %7 ], [ %243, %242 ], !dbg !1350
  %248 = getelementptr inbounds i8, ptr %1, i64 1024, !dbg !1444
  %249 = getelementptr inbounds i8, ptr %1, i64 1026, !dbg !1444
  %250 = load i16, ptr %249, align 2, !dbg !1444, !tbaa !306
  %251 = zext i16 %250 to i32, !dbg !1444
    #dbg_value(i32 %251, !1341, !DIExpression(), !1445)
  %252 = getelementptr inbounds i8, ptr %0, i64 5940, !dbg !1350
  %253 = sub nsw i32 16, %251, !dbg !1350
  %254 = icmp sgt i32 %247, %253, !dbg !1350
  %255 = load i16, ptr %248, align 2, !dbg !1350, !tbaa !306
  %256 = zext i16 %255 to i32, !dbg !1350
  %257 = shl i32 %256, %247, !dbg !1350
  %258 = getelementptr inbounds i8, ptr %0, i64 5936, !dbg !1350
  %259 = load i16, ptr %258, align 8, !dbg !1350, !tbaa !287
  %260 = trunc i32 %257 to i16, !dbg !1350
  %261 = or i16 %259, %260, !dbg !1350
  store i16 %261, ptr %258, align 8, !dbg !1350, !tbaa !287
  br i1 %254, label %262, label %283, !dbg !1444

262:                                              ; preds = %246
    #dbg_value(i32 %256, !1343, !DIExpression(), !1446)
  %263 = trunc i16 %261 to i8, !dbg !1447
  %264 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1447
  %265 = load ptr, ptr %264, align 8, !dbg !1447, !tbaa !352
  %266 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !1447
  %267 = load i64, ptr %266, align 8, !dbg !1447, !tbaa !353
  %268 = add i64 %267, 1, !dbg !1447
  store i64 %268, ptr %266, align 8, !dbg !1447, !tbaa !353
  %269 = getelementptr inbounds i8, ptr %265, i64 %267, !dbg !1447
  store i8 %263, ptr %269, align 1, !dbg !1447, !tbaa !306
  %270 = load i16, ptr %258, align 8, !dbg !1450, !tbaa !287
  %271 = lshr i16 %270, 8, !dbg !1450
  %272 = trunc nuw i16 %271 to i8, !dbg !1450
  %273 = load ptr, ptr %264, align 8, !dbg !1450, !tbaa !352
  %274 = load i64, ptr %266, align 8, !dbg !1450, !tbaa !353
  %275 = add i64 %274, 1, !dbg !1450
  store i64 %275, ptr %266, align 8, !dbg !1450, !tbaa !353
  %276 = getelementptr inbounds i8, ptr %273, i64 %274, !dbg !1450
  store i8 %272, ptr %276, align 1, !dbg !1450, !tbaa !306
  %277 = load i32, ptr %252, align 4, !dbg !1452, !tbaa !290
  %278 = sub nsw i32 16, %277, !dbg !1452
  %279 = lshr i32 %256, %278, !dbg !1452
  %280 = trunc nuw i32 %279 to i16, !dbg !1452
  store i16 %280, ptr %258, align 8, !dbg !1452, !tbaa !287
  %281 = add nsw i32 %251, -16, !dbg !1452
  %282 = add nsw i32 %281, %277, !dbg !1452
  br label %285, !dbg !1452

283:                                              ; preds = %246
  %284 = add nsw i32 %247, %251, !dbg !1453
  br label %285

285:                                              ; preds = %283, %262
  %286 = phi i32 [ %284, %283 ], [ %282, %262 ], !dbg !1350
  store i32 %286, ptr %252, align 4, !dbg !1350, !tbaa !290
  ret void, !dbg !1455
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 2) i32 @_tr_tally(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #1 !dbg !1456 {
    #dbg_value(ptr %0, !1460, !DIExpression(), !1463)
    #dbg_value(i32 %1, !1461, !DIExpression(), !1463)
    #dbg_value(i32 %2, !1462, !DIExpression(), !1463)
  %4 = trunc i32 %1 to i8, !dbg !1464
  %5 = getelementptr inbounds i8, ptr %0, i64 5888, !dbg !1465
  %6 = load ptr, ptr %5, align 8, !dbg !1465, !tbaa !1353
  %7 = getelementptr inbounds i8, ptr %0, i64 5900, !dbg !1466
  %8 = load i32, ptr %7, align 4, !dbg !1467, !tbaa !317
  %9 = add i32 %8, 1, !dbg !1467
  store i32 %9, ptr %7, align 4, !dbg !1467, !tbaa !317
  %10 = zext i32 %8 to i64, !dbg !1468
  %11 = getelementptr inbounds i8, ptr %6, i64 %10, !dbg !1468
  store i8 %4, ptr %11, align 1, !dbg !1469, !tbaa !306
  %12 = lshr i32 %1, 8, !dbg !1470
  %13 = trunc i32 %12 to i8, !dbg !1471
  %14 = load ptr, ptr %5, align 8, !dbg !1472, !tbaa !1353
  %15 = load i32, ptr %7, align 4, !dbg !1473, !tbaa !317
  %16 = add i32 %15, 1, !dbg !1473
  store i32 %16, ptr %7, align 4, !dbg !1473, !tbaa !317
  %17 = zext i32 %15 to i64, !dbg !1474
  %18 = getelementptr inbounds i8, ptr %14, i64 %17, !dbg !1474
  store i8 %13, ptr %18, align 1, !dbg !1475, !tbaa !306
  %19 = trunc i32 %2 to i8, !dbg !1476
  %20 = load ptr, ptr %5, align 8, !dbg !1477, !tbaa !1353
  %21 = load i32, ptr %7, align 4, !dbg !1478, !tbaa !317
  %22 = add i32 %21, 1, !dbg !1478
  store i32 %22, ptr %7, align 4, !dbg !1478, !tbaa !317
  %23 = zext i32 %21 to i64, !dbg !1479
  %24 = getelementptr inbounds i8, ptr %20, i64 %23, !dbg !1479
  store i8 %19, ptr %24, align 1, !dbg !1480, !tbaa !306
  %25 = icmp eq i32 %1, 0, !dbg !1481
  br i1 %25, label %26, label %30, !dbg !1483

26:                                               ; preds = %3
  %27 = getelementptr inbounds i8, ptr %0, i64 212, !dbg !1484
  %28 = zext i32 %2 to i64, !dbg !1486
  %29 = getelementptr inbounds [573 x %struct.ct_data_s], ptr %27, i64 0, i64 %28, !dbg !1486
  br label %54, !dbg !1487

30:                                               ; preds = %3
  %31 = getelementptr inbounds i8, ptr %0, i64 5928, !dbg !1488
  %32 = load i32, ptr %31, align 8, !dbg !1490, !tbaa !1491
  %33 = add i32 %32, 1, !dbg !1490
  store i32 %33, ptr %31, align 8, !dbg !1490, !tbaa !1491
  %34 = add i32 %1, -1, !dbg !1492
    #dbg_value(i32 %34, !1461, !DIExpression(), !1463)
  %35 = getelementptr inbounds i8, ptr %0, i64 212, !dbg !1493
  %36 = zext i32 %2 to i64, !dbg !1494
  %37 = getelementptr inbounds [256 x i8], ptr @_length_code, i64 0, i64 %36, !dbg !1494
  %38 = load i8, ptr %37, align 1, !dbg !1494, !tbaa !306
  %39 = zext i8 %38 to i64, !dbg !1494
  %40 = add nuw nsw i64 %39, 257, !dbg !1495
  %41 = getelementptr inbounds [573 x %struct.ct_data_s], ptr %35, i64 0, i64 %40, !dbg !1496
  %42 = load i16, ptr %41, align 4, !dbg !1497, !tbaa !306
  %43 = add i16 %42, 1, !dbg !1497
  store i16 %43, ptr %41, align 4, !dbg !1497, !tbaa !306
  %44 = getelementptr inbounds i8, ptr %0, i64 2504, !dbg !1498
  %45 = icmp ult i32 %1, 257, !dbg !1499
  %46 = lshr i32 %34, 7, !dbg !1499
  %47 = add nuw nsw i32 %46, 256, !dbg !1499
  %48 = select i1 %45, i32 %34, i32 %47, !dbg !1499
  %49 = zext nneg i32 %48 to i64, !dbg !1499
  %50 = getelementptr inbounds [512 x i8], ptr @_dist_code, i64 0, i64 %49, !dbg !1499
  %51 = load i8, ptr %50, align 1, !dbg !1499, !tbaa !306
  %52 = zext i8 %51 to i64, !dbg !1500
  %53 = getelementptr inbounds [61 x %struct.ct_data_s], ptr %44, i64 0, i64 %52, !dbg !1500
  br label %54

54:                                               ; preds = %30, %26
  %55 = phi ptr [ %53, %30 ], [ %29, %26 ]
  %56 = load i16, ptr %55, align 4, !dbg !1501, !tbaa !306
  %57 = add i16 %56, 1, !dbg !1501
  store i16 %57, ptr %55, align 4, !dbg !1501, !tbaa !306
  %58 = load i32, ptr %7, align 4, !dbg !1502, !tbaa !317
  %59 = getelementptr inbounds i8, ptr %0, i64 5904, !dbg !1503
  %60 = load i32, ptr %59, align 8, !dbg !1503, !tbaa !1504
  %61 = icmp eq i32 %58, %60, !dbg !1505
  %62 = zext i1 %61 to i32, !dbg !1505
  ret i32 %62, !dbg !1506
}

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @send_tree(ptr noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) unnamed_addr #6 !dbg !1507 {
    #dbg_value(ptr %0, !1509, !DIExpression(), !1573)
    #dbg_value(ptr %1, !1510, !DIExpression(), !1573)
    #dbg_value(i32 %2, !1511, !DIExpression(), !1573)
    #dbg_value(i32 -1, !1513, !DIExpression(), !1573)
    #dbg_value(i16 poison, !1515, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1573)
    #dbg_value(i32 0, !1516, !DIExpression(), !1573)
    #dbg_value(i32 7, !1517, !DIExpression(), !1573)
    #dbg_value(i32 4, !1518, !DIExpression(), !1573)
    #dbg_value(i32 poison, !1517, !DIExpression(), !1573)
    #dbg_value(i32 poison, !1518, !DIExpression(), !1573)
    #dbg_value(i32 0, !1512, !DIExpression(), !1573)
    #dbg_value(i32 -1, !1513, !DIExpression(), !1573)
    #dbg_value(i16 poison, !1515, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1573)
    #dbg_value(i32 0, !1516, !DIExpression(), !1573)
  %4 = icmp slt i32 %2, 0, !dbg !1574
  br i1 %4, label %335, label %5, !dbg !1575

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %1, i64 2, !dbg !1576
  %7 = load i16, ptr %6, align 2, !dbg !1576, !tbaa !306
    #dbg_value(i16 %7, !1515, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1573)
  %8 = icmp eq i16 %7, 0, !dbg !1577
  %9 = select i1 %8, i32 138, i32 7, !dbg !1579
    #dbg_value(i32 %9, !1517, !DIExpression(), !1573)
  %10 = select i1 %8, i32 3, i32 4, !dbg !1579
    #dbg_value(i32 %10, !1518, !DIExpression(), !1573)
  %11 = zext i16 %7 to i32, !dbg !1580
    #dbg_value(i32 %11, !1515, !DIExpression(), !1573)
  %12 = getelementptr inbounds i8, ptr %0, i64 2748
  %13 = getelementptr inbounds i8, ptr %0, i64 5940
  %14 = getelementptr inbounds i8, ptr %0, i64 5936
  %15 = getelementptr inbounds i8, ptr %0, i64 16
  %16 = getelementptr inbounds i8, ptr %0, i64 40
  %17 = getelementptr inbounds i8, ptr %0, i64 2812
  %18 = getelementptr inbounds i8, ptr %0, i64 2814
  %19 = getelementptr inbounds i8, ptr %0, i64 2820
  %20 = getelementptr inbounds i8, ptr %0, i64 2822
  %21 = getelementptr inbounds i8, ptr %0, i64 2816
  %22 = getelementptr inbounds i8, ptr %0, i64 2818
  %23 = add nuw i32 %2, 1, !dbg !1575
  %24 = zext i32 %23 to i64, !dbg !1574
  br label %25, !dbg !1575

25:                                               ; preds = %5, %329
  %26 = phi i64 [ 0, %5 ], [ %32, %329 ]
  %27 = phi i32 [ -1, %5 ], [ %333, %329 ]
  %28 = phi i32 [ %11, %5 ], [ %35, %329 ]
  %29 = phi i32 [ 0, %5 ], [ %332, %329 ]
  %30 = phi i32 [ %9, %5 ], [ %331, %329 ]
  %31 = phi i32 [ %10, %5 ], [ %330, %329 ]
    #dbg_value(i64 %26, !1512, !DIExpression(), !1573)
    #dbg_value(i32 %27, !1513, !DIExpression(), !1573)
    #dbg_value(i32 %28, !1515, !DIExpression(), !1573)
    #dbg_value(i32 %29, !1516, !DIExpression(), !1573)
    #dbg_value(i32 %30, !1517, !DIExpression(), !1573)
    #dbg_value(i32 %31, !1518, !DIExpression(), !1573)
    #dbg_value(i32 %28, !1514, !DIExpression(), !1573)
  %32 = add nuw nsw i64 %26, 1, !dbg !1581
  %33 = getelementptr inbounds %struct.ct_data_s, ptr %1, i64 %32, i32 1, !dbg !1582
  %34 = load i16, ptr %33, align 2, !dbg !1582, !tbaa !306
  %35 = zext i16 %34 to i32, !dbg !1583
    #dbg_value(i32 %35, !1515, !DIExpression(), !1573)
  %36 = add nsw i32 %29, 1, !dbg !1584
    #dbg_value(i32 %36, !1516, !DIExpression(), !1573)
  %37 = icmp slt i32 %36, %30, !dbg !1585
  %38 = icmp eq i32 %28, %35
  %39 = select i1 %37, i1 %38, i1 false, !dbg !1586
  br i1 %39, label %329, label %40, !dbg !1586

40:                                               ; preds = %25
  %41 = icmp slt i32 %36, %31, !dbg !1587
  br i1 %41, label %42, label %85, !dbg !1588

42:                                               ; preds = %40
  %43 = zext nneg i32 %28 to i64
  %44 = getelementptr inbounds [39 x %struct.ct_data_s], ptr %12, i64 0, i64 %43
  %45 = getelementptr inbounds i8, ptr %44, i64 2
  %46 = load i32, ptr %13, align 4, !dbg !1589, !tbaa !290
  br label %47, !dbg !1590

47:                                               ; preds = %42, %81
  %48 = phi i32 [ %82, %81 ], [ %46, %42 ], !dbg !1589
  %49 = phi i32 [ %83, %81 ], [ %36, %42 ], !dbg !1591
    #dbg_value(i32 %49, !1516, !DIExpression(), !1573)
  %50 = load i16, ptr %45, align 2, !dbg !1592, !tbaa !306
  %51 = zext i16 %50 to i32, !dbg !1592
    #dbg_value(i32 %51, !1519, !DIExpression(), !1593)
  %52 = sub nsw i32 16, %51, !dbg !1589
  %53 = icmp sgt i32 %48, %52, !dbg !1589
  %54 = load i16, ptr %44, align 4, !dbg !1589, !tbaa !306
  %55 = zext i16 %54 to i32, !dbg !1589
  %56 = shl i32 %55, %48, !dbg !1589
  %57 = load i16, ptr %14, align 8, !dbg !1589, !tbaa !287
  %58 = trunc i32 %56 to i16, !dbg !1589
  %59 = or i16 %57, %58, !dbg !1589
  store i16 %59, ptr %14, align 8, !dbg !1589, !tbaa !287
  br i1 %53, label %60, label %79, !dbg !1592

60:                                               ; preds = %47
    #dbg_value(i32 %55, !1528, !DIExpression(), !1594)
  %61 = trunc i16 %59 to i8, !dbg !1595
  %62 = load ptr, ptr %15, align 8, !dbg !1595, !tbaa !352
  %63 = load i64, ptr %16, align 8, !dbg !1595, !tbaa !353
  %64 = add i64 %63, 1, !dbg !1595
  store i64 %64, ptr %16, align 8, !dbg !1595, !tbaa !353
  %65 = getelementptr inbounds i8, ptr %62, i64 %63, !dbg !1595
  store i8 %61, ptr %65, align 1, !dbg !1595, !tbaa !306
  %66 = load i16, ptr %14, align 8, !dbg !1598, !tbaa !287
  %67 = lshr i16 %66, 8, !dbg !1598
  %68 = trunc nuw i16 %67 to i8, !dbg !1598
  %69 = load ptr, ptr %15, align 8, !dbg !1598, !tbaa !352
  %70 = load i64, ptr %16, align 8, !dbg !1598, !tbaa !353
  %71 = add i64 %70, 1, !dbg !1598
  store i64 %71, ptr %16, align 8, !dbg !1598, !tbaa !353
  %72 = getelementptr inbounds i8, ptr %69, i64 %70, !dbg !1598
  store i8 %68, ptr %72, align 1, !dbg !1598, !tbaa !306
  %73 = load i32, ptr %13, align 4, !dbg !1600, !tbaa !290
  %74 = sub nsw i32 16, %73, !dbg !1600
  %75 = lshr i32 %55, %74, !dbg !1600
  %76 = trunc nuw i32 %75 to i16, !dbg !1600
  store i16 %76, ptr %14, align 8, !dbg !1600, !tbaa !287
  %77 = add nsw i32 %51, -16, !dbg !1600
  %78 = add nsw i32 %77, %73, !dbg !1600
  br label %81, !dbg !1600

79:                                               ; preds = %47
  %80 = add nsw i32 %48, %51, !dbg !1601
  br label %81

81:                                               ; preds = %79, %60
  %82 = phi i32 [ %80, %79 ], [ %78, %60 ], !dbg !1589
  store i32 %82, ptr %13, align 4, !dbg !1589, !tbaa !290
  %83 = add nsw i32 %49, -1, !dbg !1603
    #dbg_value(i32 %83, !1516, !DIExpression(), !1573)
  %84 = icmp eq i32 %83, 0, !dbg !1604
  br i1 %84, label %324, label %47, !dbg !1605, !llvm.loop !1606

85:                                               ; preds = %40
  %86 = icmp eq i32 %28, 0, !dbg !1608
  %87 = load i32, ptr %13, align 4, !dbg !1609, !tbaa !290
  br i1 %86, label %193, label %88, !dbg !1610

88:                                               ; preds = %85
  %89 = icmp eq i32 %28, %27, !dbg !1611
  br i1 %89, label %127, label %90, !dbg !1612

90:                                               ; preds = %88
  %91 = zext nneg i32 %28 to i64, !dbg !1613
  %92 = getelementptr inbounds [39 x %struct.ct_data_s], ptr %12, i64 0, i64 %91, !dbg !1613
  %93 = getelementptr inbounds i8, ptr %92, i64 2, !dbg !1613
  %94 = load i16, ptr %93, align 2, !dbg !1613, !tbaa !306
  %95 = zext i16 %94 to i32, !dbg !1613
    #dbg_value(i32 %95, !1531, !DIExpression(), !1614)
  %96 = sub nsw i32 16, %95, !dbg !1615
  %97 = icmp sgt i32 %87, %96, !dbg !1615
  %98 = load i16, ptr %92, align 4, !dbg !1615, !tbaa !306
  %99 = zext i16 %98 to i32, !dbg !1615
  %100 = shl i32 %99, %87, !dbg !1615
  %101 = load i16, ptr %14, align 8, !dbg !1615, !tbaa !287
  %102 = trunc i32 %100 to i16, !dbg !1615
  %103 = or i16 %101, %102, !dbg !1615
  store i16 %103, ptr %14, align 8, !dbg !1615, !tbaa !287
  br i1 %97, label %104, label %123, !dbg !1613

104:                                              ; preds = %90
    #dbg_value(i32 %99, !1537, !DIExpression(), !1616)
  %105 = trunc i16 %103 to i8, !dbg !1617
  %106 = load ptr, ptr %15, align 8, !dbg !1617, !tbaa !352
  %107 = load i64, ptr %16, align 8, !dbg !1617, !tbaa !353
  %108 = add i64 %107, 1, !dbg !1617
  store i64 %108, ptr %16, align 8, !dbg !1617, !tbaa !353
  %109 = getelementptr inbounds i8, ptr %106, i64 %107, !dbg !1617
  store i8 %105, ptr %109, align 1, !dbg !1617, !tbaa !306
  %110 = load i16, ptr %14, align 8, !dbg !1620, !tbaa !287
  %111 = lshr i16 %110, 8, !dbg !1620
  %112 = trunc nuw i16 %111 to i8, !dbg !1620
  %113 = load ptr, ptr %15, align 8, !dbg !1620, !tbaa !352
  %114 = load i64, ptr %16, align 8, !dbg !1620, !tbaa !353
  %115 = add i64 %114, 1, !dbg !1620
  store i64 %115, ptr %16, align 8, !dbg !1620, !tbaa !353
  %116 = getelementptr inbounds i8, ptr %113, i64 %114, !dbg !1620
  store i8 %112, ptr %116, align 1, !dbg !1620, !tbaa !306
  %117 = load i32, ptr %13, align 4, !dbg !1622, !tbaa !290
  %118 = sub nsw i32 16, %117, !dbg !1622
  %119 = lshr i32 %99, %118, !dbg !1622
  %120 = trunc nuw i32 %119 to i16, !dbg !1622
  store i16 %120, ptr %14, align 8, !dbg !1622, !tbaa !287
  %121 = add nsw i32 %95, -16, !dbg !1622
  %122 = add nsw i32 %121, %117, !dbg !1622
  br label %125, !dbg !1622

123:                                              ; preds = %90
  %124 = add nsw i32 %87, %95, !dbg !1623
  br label %125

125:                                              ; preds = %123, %104
  %126 = phi i32 [ %124, %123 ], [ %122, %104 ], !dbg !1615
  store i32 %126, ptr %13, align 4, !dbg !1615, !tbaa !290
    #dbg_value(i32 %29, !1516, !DIExpression(), !1573)
  br label %127, !dbg !1625

127:                                              ; preds = %125, %88
  %128 = phi i32 [ %126, %125 ], [ %87, %88 ], !dbg !1626
  %129 = phi i32 [ %29, %125 ], [ %36, %88 ], !dbg !1591
    #dbg_value(i32 %129, !1516, !DIExpression(), !1573)
  %130 = load i16, ptr %18, align 2, !dbg !1627, !tbaa !306
  %131 = zext i16 %130 to i32, !dbg !1627
    #dbg_value(i32 %131, !1540, !DIExpression(), !1628)
  %132 = sub nsw i32 16, %131, !dbg !1626
  %133 = icmp sgt i32 %128, %132, !dbg !1626
  %134 = load i16, ptr %17, align 4, !dbg !1626, !tbaa !306
  %135 = zext i16 %134 to i32, !dbg !1626
  %136 = shl i32 %135, %128, !dbg !1626
  %137 = load i16, ptr %14, align 8, !dbg !1626, !tbaa !287
  %138 = trunc i32 %136 to i16, !dbg !1626
  %139 = or i16 %137, %138, !dbg !1626
  br i1 %133, label %140, label %159, !dbg !1627

140:                                              ; preds = %127
    #dbg_value(i32 %135, !1542, !DIExpression(), !1629)
  store i16 %139, ptr %14, align 8, !dbg !1630, !tbaa !287
  %141 = trunc i16 %139 to i8, !dbg !1631
  %142 = load ptr, ptr %15, align 8, !dbg !1631, !tbaa !352
  %143 = load i64, ptr %16, align 8, !dbg !1631, !tbaa !353
  %144 = add i64 %143, 1, !dbg !1631
  store i64 %144, ptr %16, align 8, !dbg !1631, !tbaa !353
  %145 = getelementptr inbounds i8, ptr %142, i64 %143, !dbg !1631
  store i8 %141, ptr %145, align 1, !dbg !1631, !tbaa !306
  %146 = load i16, ptr %14, align 8, !dbg !1634, !tbaa !287
  %147 = lshr i16 %146, 8, !dbg !1634
  %148 = trunc nuw i16 %147 to i8, !dbg !1634
  %149 = load ptr, ptr %15, align 8, !dbg !1634, !tbaa !352
  %150 = load i64, ptr %16, align 8, !dbg !1634, !tbaa !353
  %151 = add i64 %150, 1, !dbg !1634
  store i64 %151, ptr %16, align 8, !dbg !1634, !tbaa !353
  %152 = getelementptr inbounds i8, ptr %149, i64 %150, !dbg !1634
  store i8 %148, ptr %152, align 1, !dbg !1634, !tbaa !306
  %153 = load i32, ptr %13, align 4, !dbg !1630, !tbaa !290
  %154 = sub nsw i32 16, %153, !dbg !1630
  %155 = lshr i32 %135, %154, !dbg !1630
  %156 = trunc nuw i32 %155 to i16, !dbg !1630
  %157 = add nsw i32 %131, -16, !dbg !1630
  %158 = add nsw i32 %157, %153, !dbg !1630
  br label %161, !dbg !1630

159:                                              ; preds = %127
  %160 = add nsw i32 %128, %131, !dbg !1636
  br label %161

161:                                              ; preds = %159, %140
  %162 = phi i16 [ %139, %159 ], [ %156, %140 ]
  %163 = phi i32 [ %160, %159 ], [ %158, %140 ], !dbg !1626
  store i32 %163, ptr %13, align 4, !dbg !1626, !tbaa !290
    #dbg_value(i32 2, !1545, !DIExpression(), !1638)
  %164 = icmp sgt i32 %163, 14, !dbg !1639
  %165 = add i32 %129, 65533, !dbg !1639
  br i1 %164, label %166, label %188, !dbg !1640

166:                                              ; preds = %161
    #dbg_value(i32 %129, !1547, !DIExpression(DW_OP_plus_uconst, 65533, DW_OP_stack_value), !1641)
  %167 = and i32 %165, 65535, !dbg !1642
  %168 = shl i32 %165, %163, !dbg !1642
  %169 = trunc i32 %168 to i16, !dbg !1642
  %170 = or i16 %162, %169, !dbg !1642
  store i16 %170, ptr %14, align 8, !dbg !1642, !tbaa !287
  %171 = trunc i16 %170 to i8, !dbg !1643
  %172 = load ptr, ptr %15, align 8, !dbg !1643, !tbaa !352
  %173 = load i64, ptr %16, align 8, !dbg !1643, !tbaa !353
  %174 = add i64 %173, 1, !dbg !1643
  store i64 %174, ptr %16, align 8, !dbg !1643, !tbaa !353
  %175 = getelementptr inbounds i8, ptr %172, i64 %173, !dbg !1643
  store i8 %171, ptr %175, align 1, !dbg !1643, !tbaa !306
  %176 = load i16, ptr %14, align 8, !dbg !1646, !tbaa !287
  %177 = lshr i16 %176, 8, !dbg !1646
  %178 = trunc nuw i16 %177 to i8, !dbg !1646
  %179 = load ptr, ptr %15, align 8, !dbg !1646, !tbaa !352
  %180 = load i64, ptr %16, align 8, !dbg !1646, !tbaa !353
  %181 = add i64 %180, 1, !dbg !1646
  store i64 %181, ptr %16, align 8, !dbg !1646, !tbaa !353
  %182 = getelementptr inbounds i8, ptr %179, i64 %180, !dbg !1646
  store i8 %178, ptr %182, align 1, !dbg !1646, !tbaa !306
  %183 = load i32, ptr %13, align 4, !dbg !1642, !tbaa !290
  %184 = sub nsw i32 16, %183, !dbg !1642
  %185 = lshr i32 %167, %184, !dbg !1642
  %186 = trunc nuw i32 %185 to i16, !dbg !1642
  store i16 %186, ptr %14, align 8, !dbg !1642, !tbaa !287
  %187 = add nsw i32 %183, -14, !dbg !1642
  br label %322, !dbg !1642

188:                                              ; preds = %161
  %189 = shl i32 %165, %163, !dbg !1648
  %190 = trunc i32 %189 to i16, !dbg !1648
  %191 = or i16 %162, %190, !dbg !1648
  store i16 %191, ptr %14, align 8, !dbg !1648, !tbaa !287
  %192 = add nsw i32 %163, 2, !dbg !1648
  br label %322

193:                                              ; preds = %85
  %194 = icmp slt i32 %29, 10, !dbg !1650
  %195 = load i16, ptr %14, align 8, !dbg !1651, !tbaa !287
  br i1 %194, label %196, label %259, !dbg !1652

196:                                              ; preds = %193
  %197 = load i16, ptr %22, align 2, !dbg !1653, !tbaa !306
  %198 = zext i16 %197 to i32, !dbg !1653
    #dbg_value(i32 %198, !1550, !DIExpression(), !1654)
  %199 = sub nsw i32 16, %198, !dbg !1655
  %200 = icmp sgt i32 %87, %199, !dbg !1655
  %201 = load i16, ptr %21, align 4, !dbg !1655, !tbaa !306
  %202 = zext i16 %201 to i32, !dbg !1655
  %203 = shl i32 %202, %87, !dbg !1655
  %204 = trunc i32 %203 to i16, !dbg !1655
  %205 = or i16 %195, %204, !dbg !1655
  br i1 %200, label %206, label %225, !dbg !1653

206:                                              ; preds = %196
    #dbg_value(i32 %202, !1554, !DIExpression(), !1656)
  store i16 %205, ptr %14, align 8, !dbg !1657, !tbaa !287
  %207 = trunc i16 %205 to i8, !dbg !1658
  %208 = load ptr, ptr %15, align 8, !dbg !1658, !tbaa !352
  %209 = load i64, ptr %16, align 8, !dbg !1658, !tbaa !353
  %210 = add i64 %209, 1, !dbg !1658
  store i64 %210, ptr %16, align 8, !dbg !1658, !tbaa !353
  %211 = getelementptr inbounds i8, ptr %208, i64 %209, !dbg !1658
  store i8 %207, ptr %211, align 1, !dbg !1658, !tbaa !306
  %212 = load i16, ptr %14, align 8, !dbg !1661, !tbaa !287
  %213 = lshr i16 %212, 8, !dbg !1661
  %214 = trunc nuw i16 %213 to i8, !dbg !1661
  %215 = load ptr, ptr %15, align 8, !dbg !1661, !tbaa !352
  %216 = load i64, ptr %16, align 8, !dbg !1661, !tbaa !353
  %217 = add i64 %216, 1, !dbg !1661
  store i64 %217, ptr %16, align 8, !dbg !1661, !tbaa !353
  %218 = getelementptr inbounds i8, ptr %215, i64 %216, !dbg !1661
  store i8 %214, ptr %218, align 1, !dbg !1661, !tbaa !306
  %219 = load i32, ptr %13, align 4, !dbg !1657, !tbaa !290
  %220 = sub nsw i32 16, %219, !dbg !1657
  %221 = lshr i32 %202, %220, !dbg !1657
  %222 = trunc nuw i32 %221 to i16, !dbg !1657
  %223 = add nsw i32 %198, -16, !dbg !1657
  %224 = add nsw i32 %223, %219, !dbg !1657
  br label %227, !dbg !1657

225:                                              ; preds = %196
  %226 = add nsw i32 %87, %198, !dbg !1663
  br label %227

227:                                              ; preds = %225, %206
  %228 = phi i16 [ %205, %225 ], [ %222, %206 ]
  %229 = phi i32 [ %226, %225 ], [ %224, %206 ], !dbg !1655
  store i32 %229, ptr %13, align 4, !dbg !1655, !tbaa !290
    #dbg_value(i32 3, !1557, !DIExpression(), !1665)
  %230 = icmp sgt i32 %229, 13, !dbg !1666
  %231 = add nsw i32 %29, 65534, !dbg !1666
  br i1 %230, label %232, label %254, !dbg !1667

232:                                              ; preds = %227
    #dbg_value(i32 %29, !1559, !DIExpression(DW_OP_plus_uconst, 65534, DW_OP_stack_value), !1668)
  %233 = and i32 %231, 65535, !dbg !1669
  %234 = shl i32 %231, %229, !dbg !1669
  %235 = trunc i32 %234 to i16, !dbg !1669
  %236 = or i16 %228, %235, !dbg !1669
  store i16 %236, ptr %14, align 8, !dbg !1669, !tbaa !287
  %237 = trunc i16 %236 to i8, !dbg !1670
  %238 = load ptr, ptr %15, align 8, !dbg !1670, !tbaa !352
  %239 = load i64, ptr %16, align 8, !dbg !1670, !tbaa !353
  %240 = add i64 %239, 1, !dbg !1670
  store i64 %240, ptr %16, align 8, !dbg !1670, !tbaa !353
  %241 = getelementptr inbounds i8, ptr %238, i64 %239, !dbg !1670
  store i8 %237, ptr %241, align 1, !dbg !1670, !tbaa !306
  %242 = load i16, ptr %14, align 8, !dbg !1673, !tbaa !287
  %243 = lshr i16 %242, 8, !dbg !1673
  %244 = trunc nuw i16 %243 to i8, !dbg !1673
  %245 = load ptr, ptr %15, align 8, !dbg !1673, !tbaa !352
  %246 = load i64, ptr %16, align 8, !dbg !1673, !tbaa !353
  %247 = add i64 %246, 1, !dbg !1673
  store i64 %247, ptr %16, align 8, !dbg !1673, !tbaa !353
  %248 = getelementptr inbounds i8, ptr %245, i64 %246, !dbg !1673
  store i8 %244, ptr %248, align 1, !dbg !1673, !tbaa !306
  %249 = load i32, ptr %13, align 4, !dbg !1669, !tbaa !290
  %250 = sub nsw i32 16, %249, !dbg !1669
  %251 = lshr i32 %233, %250, !dbg !1669
  %252 = trunc nuw i32 %251 to i16, !dbg !1669
  store i16 %252, ptr %14, align 8, !dbg !1669, !tbaa !287
  %253 = add nsw i32 %249, -13, !dbg !1669
  br label %322, !dbg !1669

254:                                              ; preds = %227
  %255 = shl i32 %231, %229, !dbg !1675
  %256 = trunc i32 %255 to i16, !dbg !1675
  %257 = or i16 %228, %256, !dbg !1675
  store i16 %257, ptr %14, align 8, !dbg !1675, !tbaa !287
  %258 = add nsw i32 %229, 3, !dbg !1675
  br label %322

259:                                              ; preds = %193
  %260 = load i16, ptr %20, align 2, !dbg !1677, !tbaa !306
  %261 = zext i16 %260 to i32, !dbg !1677
    #dbg_value(i32 %261, !1562, !DIExpression(), !1678)
  %262 = sub nsw i32 16, %261, !dbg !1679
  %263 = icmp sgt i32 %87, %262, !dbg !1679
  %264 = load i16, ptr %19, align 4, !dbg !1679, !tbaa !306
  %265 = zext i16 %264 to i32, !dbg !1679
  %266 = shl i32 %265, %87, !dbg !1679
  %267 = trunc i32 %266 to i16, !dbg !1679
  %268 = or i16 %195, %267, !dbg !1679
  br i1 %263, label %269, label %288, !dbg !1677

269:                                              ; preds = %259
    #dbg_value(i32 %265, !1565, !DIExpression(), !1680)
  store i16 %268, ptr %14, align 8, !dbg !1681, !tbaa !287
  %270 = trunc i16 %268 to i8, !dbg !1682
  %271 = load ptr, ptr %15, align 8, !dbg !1682, !tbaa !352
  %272 = load i64, ptr %16, align 8, !dbg !1682, !tbaa !353
  %273 = add i64 %272, 1, !dbg !1682
  store i64 %273, ptr %16, align 8, !dbg !1682, !tbaa !353
  %274 = getelementptr inbounds i8, ptr %271, i64 %272, !dbg !1682
  store i8 %270, ptr %274, align 1, !dbg !1682, !tbaa !306
  %275 = load i16, ptr %14, align 8, !dbg !1685, !tbaa !287
  %276 = lshr i16 %275, 8, !dbg !1685
  %277 = trunc nuw i16 %276 to i8, !dbg !1685
  %278 = load ptr, ptr %15, align 8, !dbg !1685, !tbaa !352
  %279 = load i64, ptr %16, align 8, !dbg !1685, !tbaa !353
  %280 = add i64 %279, 1, !dbg !1685
  store i64 %280, ptr %16, align 8, !dbg !1685, !tbaa !353
  %281 = getelementptr inbounds i8, ptr %278, i64 %279, !dbg !1685
  store i8 %277, ptr %281, align 1, !dbg !1685, !tbaa !306
  %282 = load i32, ptr %13, align 4, !dbg !1681, !tbaa !290
  %283 = sub nsw i32 16, %282, !dbg !1681
  %284 = lshr i32 %265, %283, !dbg !1681
  %285 = trunc nuw i32 %284 to i16, !dbg !1681
  %286 = add nsw i32 %261, -16, !dbg !1681
  %287 = add nsw i32 %286, %282, !dbg !1681
  br label %290, !dbg !1681

288:                                              ; preds = %259
  %289 = add nsw i32 %87, %261, !dbg !1687
  br label %290

290:                                              ; preds = %288, %269
  %291 = phi i16 [ %268, %288 ], [ %285, %269 ]
  %292 = phi i32 [ %289, %288 ], [ %287, %269 ], !dbg !1679
  store i32 %292, ptr %13, align 4, !dbg !1679, !tbaa !290
    #dbg_value(i32 7, !1568, !DIExpression(), !1689)
  %293 = icmp sgt i32 %292, 9, !dbg !1690
  %294 = add nuw i32 %29, 65526, !dbg !1690
  br i1 %293, label %295, label %317, !dbg !1691

295:                                              ; preds = %290
    #dbg_value(i32 %29, !1570, !DIExpression(DW_OP_plus_uconst, 65526, DW_OP_stack_value), !1692)
  %296 = and i32 %294, 65535, !dbg !1693
  %297 = shl i32 %294, %292, !dbg !1693
  %298 = trunc i32 %297 to i16, !dbg !1693
  %299 = or i16 %291, %298, !dbg !1693
  store i16 %299, ptr %14, align 8, !dbg !1693, !tbaa !287
  %300 = trunc i16 %299 to i8, !dbg !1694
  %301 = load ptr, ptr %15, align 8, !dbg !1694, !tbaa !352
  %302 = load i64, ptr %16, align 8, !dbg !1694, !tbaa !353
  %303 = add i64 %302, 1, !dbg !1694
  store i64 %303, ptr %16, align 8, !dbg !1694, !tbaa !353
  %304 = getelementptr inbounds i8, ptr %301, i64 %302, !dbg !1694
  store i8 %300, ptr %304, align 1, !dbg !1694, !tbaa !306
  %305 = load i16, ptr %14, align 8, !dbg !1697, !tbaa !287
  %306 = lshr i16 %305, 8, !dbg !1697
  %307 = trunc nuw i16 %306 to i8, !dbg !1697
  %308 = load ptr, ptr %15, align 8, !dbg !1697, !tbaa !352
  %309 = load i64, ptr %16, align 8, !dbg !1697, !tbaa !353
  %310 = add i64 %309, 1, !dbg !1697
  store i64 %310, ptr %16, align 8, !dbg !1697, !tbaa !353
  %311 = getelementptr inbounds i8, ptr %308, i64 %309, !dbg !1697
  store i8 %307, ptr %311, align 1, !dbg !1697, !tbaa !306
  %312 = load i32, ptr %13, align 4, !dbg !1693, !tbaa !290
  %313 = sub nsw i32 16, %312, !dbg !1693
  %314 = lshr i32 %296, %313, !dbg !1693
  %315 = trunc nuw i32 %314 to i16, !dbg !1693
  store i16 %315, ptr %14, align 8, !dbg !1693, !tbaa !287
  %316 = add nsw i32 %312, -9, !dbg !1693
  br label %322, !dbg !1693

317:                                              ; preds = %290
  %318 = shl i32 %294, %292, !dbg !1699
  %319 = trunc i32 %318 to i16, !dbg !1699
  %320 = or i16 %291, %319, !dbg !1699
  store i16 %320, ptr %14, align 8, !dbg !1699, !tbaa !287
  %321 = add nsw i32 %292, 7, !dbg !1699
  br label %322

322:                                              ; preds = %295, %317, %232, %254, %166, %188
  %323 = phi i32 [ %192, %188 ], [ %187, %166 ], [ %258, %254 ], [ %253, %232 ], [ %321, %317 ], [ %316, %295 ]
  store i32 %323, ptr %13, align 4, !dbg !1609, !tbaa !290
  br label %324, !dbg !1701

324:                                              ; preds = %81, %322
    #dbg_value(i32 0, !1516, !DIExpression(), !1573)
    #dbg_value(i32 %28, !1513, !DIExpression(), !1573)
  %325 = icmp eq i16 %34, 0, !dbg !1701
  br i1 %325, label %329, label %326, !dbg !1703

326:                                              ; preds = %324
  %327 = select i1 %38, i32 3, i32 4
  %328 = select i1 %38, i32 6, i32 7
  br label %329

329:                                              ; preds = %326, %324, %25
  %330 = phi i32 [ %31, %25 ], [ 3, %324 ], [ %327, %326 ], !dbg !1573
  %331 = phi i32 [ %30, %25 ], [ 138, %324 ], [ %328, %326 ], !dbg !1573
  %332 = phi i32 [ %36, %25 ], [ 0, %324 ], [ 0, %326 ], !dbg !1704
  %333 = phi i32 [ %27, %25 ], [ %28, %324 ], [ %28, %326 ], !dbg !1573
    #dbg_value(i64 %32, !1512, !DIExpression(), !1573)
    #dbg_value(i32 %333, !1513, !DIExpression(), !1573)
    #dbg_value(i32 %35, !1515, !DIExpression(), !1573)
    #dbg_value(i32 %332, !1516, !DIExpression(), !1573)
    #dbg_value(i32 %331, !1517, !DIExpression(), !1573)
    #dbg_value(i32 %330, !1518, !DIExpression(), !1573)
  %334 = icmp eq i64 %32, %24, !dbg !1574
  br i1 %334, label %335, label %25, !dbg !1575, !llvm.loop !1705

335:                                              ; preds = %329, %3
  ret void, !dbg !1707
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.umax.i8(i8, i8) #8

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!105, !106, !107, !108, !109, !110, !111}
!llvm.ident = !{!112}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "_dist_code", scope: !2, file: !60, line: 73, type: !102, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !57, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "src/zlib/trees.c", directory: ".", checksumkind: CSK_MD5, checksum: "7838e94ab10457680eff72670983949a")
!4 = !{!5, !6, !9, !13, !14, !15, !52, !43, !11, !21, !54, !56}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_typedef, name: "ush", file: !7, line: 45, baseType: !8)
!7 = !DIFile(filename: "src/zlib/zutil.h", directory: ".", checksumkind: CSK_MD5, checksum: "e3889a21b762c891d757a6ba60f5cbad")
!8 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "Bytef", file: !10, line: 412, baseType: !11)
!10 = !DIFile(filename: "src/zlib/zconf.h", directory: ".", checksumkind: CSK_MD5, checksum: "fece7a941eb804d37ef0f6e3e74c1415")
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "Byte", file: !10, line: 403, baseType: !12)
!12 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "uch", file: !7, line: 43, baseType: !12)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIDerivedType(tag: DW_TAG_typedef, name: "tree_desc", file: !17, line: 94, baseType: !18)
!17 = !DIFile(filename: "src/zlib/deflate.h", directory: ".", checksumkind: CSK_MD5, checksum: "460320fba340e742e8009475366ee94e")
!18 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "tree_desc_s", file: !17, line: 90, size: 192, elements: !19)
!19 = !{!20, !35, !36}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "dyn_tree", scope: !18, file: !17, line: 91, baseType: !21, size: 64)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "ct_data", file: !17, line: 81, baseType: !23)
!23 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "ct_data_s", file: !17, line: 72, size: 32, elements: !24)
!24 = !{!25, !30}
!25 = !DIDerivedType(tag: DW_TAG_member, name: "fc", scope: !23, file: !17, line: 76, baseType: !26, size: 16)
!26 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !23, file: !17, line: 73, size: 16, elements: !27)
!27 = !{!28, !29}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "freq", scope: !26, file: !17, line: 74, baseType: !6, size: 16)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !26, file: !17, line: 75, baseType: !6, size: 16)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "dl", scope: !23, file: !17, line: 80, baseType: !31, size: 16, offset: 16)
!31 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !23, file: !17, line: 77, size: 16, elements: !32)
!32 = !{!33, !34}
!33 = !DIDerivedType(tag: DW_TAG_member, name: "dad", scope: !31, file: !17, line: 78, baseType: !6, size: 16)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !31, file: !17, line: 79, baseType: !6, size: 16)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "max_code", scope: !18, file: !17, line: 92, baseType: !5, size: 32, offset: 64)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "stat_desc", scope: !18, file: !17, line: 93, baseType: !37, size: 64, offset: 128)
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!38 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "static_tree_desc", file: !17, line: 88, baseType: !40)
!40 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "static_tree_desc_s", file: !3, line: 117, size: 256, elements: !41)
!41 = !{!42, !45, !49, !50, !51}
!42 = !DIDerivedType(tag: DW_TAG_member, name: "static_tree", scope: !40, file: !3, line: 118, baseType: !43, size: 64)
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!44 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !22)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "extra_bits", scope: !40, file: !3, line: 119, baseType: !46, size: 64, offset: 64)
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!47 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !48)
!48 = !DIDerivedType(tag: DW_TAG_typedef, name: "intf", file: !10, line: 415, baseType: !5)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "extra_base", scope: !40, file: !3, line: 120, baseType: !5, size: 32, offset: 128)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "elems", scope: !40, file: !3, line: 121, baseType: !5, size: 32, offset: 160)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "max_length", scope: !40, file: !3, line: 122, baseType: !5, size: 32, offset: 192)
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
!53 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "ulg", file: !7, line: 47, baseType: !55)
!55 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!56 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!57 = !{!0, !58, !65, !67, !73, !75, !80, !82, !87, !92, !95, !97, !99}
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(name: "_length_code", scope: !2, file: !60, line: 102, type: !61, isLocal: false, isDefinition: true)
!60 = !DIFile(filename: "src/zlib/trees.h", directory: ".", checksumkind: CSK_MD5, checksum: "51fdcb3e2ccf60ca13c06920c89296a3")
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !62, size: 2048, elements: !63)
!62 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!63 = !{!64}
!64 = !DISubrange(count: 256)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(name: "static_l_desc", scope: !2, file: !3, line: 131, type: !38, isLocal: true, isDefinition: true)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(name: "extra_lbits", scope: !2, file: !3, line: 62, type: !69, isLocal: true, isDefinition: true)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !70, size: 928, elements: !71)
!70 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!71 = !{!72}
!72 = !DISubrange(count: 29)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(name: "static_d_desc", scope: !2, file: !3, line: 134, type: !38, isLocal: true, isDefinition: true)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(name: "extra_dbits", scope: !2, file: !3, line: 65, type: !77, isLocal: true, isDefinition: true)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !70, size: 960, elements: !78)
!78 = !{!79}
!79 = !DISubrange(count: 30)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(name: "static_bl_desc", scope: !2, file: !3, line: 137, type: !38, isLocal: true, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(name: "extra_blbits", scope: !2, file: !3, line: 68, type: !84, isLocal: true, isDefinition: true)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !70, size: 608, elements: !85)
!85 = !{!86}
!86 = !DISubrange(count: 19)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(name: "static_ltree", scope: !2, file: !60, line: 3, type: !89, isLocal: true, isDefinition: true)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !44, size: 9216, elements: !90)
!90 = !{!91}
!91 = !DISubrange(count: 288)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(name: "bl_order", scope: !2, file: !3, line: 71, type: !94, isLocal: true, isDefinition: true)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !62, size: 152, elements: !85)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(name: "base_length", scope: !2, file: !60, line: 118, type: !69, isLocal: true, isDefinition: true)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(name: "base_dist", scope: !2, file: !60, line: 123, type: !77, isLocal: true, isDefinition: true)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(name: "static_dtree", scope: !2, file: !60, line: 64, type: !101, isLocal: true, isDefinition: true)
!101 = !DICompositeType(tag: DW_TAG_array_type, baseType: !44, size: 960, elements: !78)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !62, size: 4096, elements: !103)
!103 = !{!104}
!104 = !DISubrange(count: 512)
!105 = !{i32 7, !"Dwarf Version", i32 5}
!106 = !{i32 2, !"Debug Info Version", i32 3}
!107 = !{i32 1, !"wchar_size", i32 4}
!108 = !{i32 8, !"PIC Level", i32 2}
!109 = !{i32 7, !"PIE Level", i32 2}
!110 = !{i32 7, !"uwtable", i32 2}
!111 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!112 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!113 = distinct !DISubprogram(name: "_tr_init", scope: !3, file: !3, line: 456, type: !114, scopeLine: 456, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !253)
!114 = !DISubroutineType(types: !115)
!115 = !{null, !116}
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !117, size: 64)
!117 = !DIDerivedType(tag: DW_TAG_typedef, name: "deflate_state", file: !17, line: 288, baseType: !118)
!118 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "internal_state", file: !17, line: 104, size: 47744, elements: !119)
!119 = !{!120, !154, !155, !156, !157, !158, !159, !160, !179, !180, !181, !182, !183, !184, !185, !186, !187, !191, !192, !193, !194, !195, !196, !197, !199, !200, !202, !203, !204, !205, !206, !207, !208, !209, !210, !211, !212, !213, !217, !221, !225, !226, !227, !228, !232, !234, !235, !236, !238, !241, !242, !243, !244, !245, !246, !247, !248, !249, !250, !251, !252}
!120 = !DIDerivedType(tag: DW_TAG_member, name: "strm", scope: !118, file: !17, line: 105, baseType: !121, size: 64)
!121 = !DIDerivedType(tag: DW_TAG_typedef, name: "z_streamp", file: !122, line: 112, baseType: !123)
!122 = !DIFile(filename: "src/zlib/zlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "068c260be35209fb8458428c461dc536")
!123 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 64)
!124 = !DIDerivedType(tag: DW_TAG_typedef, name: "z_stream", file: !122, line: 110, baseType: !125)
!125 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "z_stream_s", file: !122, line: 90, size: 896, elements: !126)
!126 = !{!127, !128, !130, !132, !133, !134, !135, !136, !138, !145, !150, !151, !152, !153}
!127 = !DIDerivedType(tag: DW_TAG_member, name: "next_in", scope: !125, file: !122, line: 91, baseType: !14, size: 64)
!128 = !DIDerivedType(tag: DW_TAG_member, name: "avail_in", scope: !125, file: !122, line: 92, baseType: !129, size: 32, offset: 64)
!129 = !DIDerivedType(tag: DW_TAG_typedef, name: "uInt", file: !10, line: 405, baseType: !56)
!130 = !DIDerivedType(tag: DW_TAG_member, name: "total_in", scope: !125, file: !122, line: 93, baseType: !131, size: 64, offset: 128)
!131 = !DIDerivedType(tag: DW_TAG_typedef, name: "uLong", file: !10, line: 406, baseType: !55)
!132 = !DIDerivedType(tag: DW_TAG_member, name: "next_out", scope: !125, file: !122, line: 95, baseType: !14, size: 64, offset: 192)
!133 = !DIDerivedType(tag: DW_TAG_member, name: "avail_out", scope: !125, file: !122, line: 96, baseType: !129, size: 32, offset: 256)
!134 = !DIDerivedType(tag: DW_TAG_member, name: "total_out", scope: !125, file: !122, line: 97, baseType: !131, size: 64, offset: 320)
!135 = !DIDerivedType(tag: DW_TAG_member, name: "msg", scope: !125, file: !122, line: 99, baseType: !52, size: 64, offset: 384)
!136 = !DIDerivedType(tag: DW_TAG_member, name: "state", scope: !125, file: !122, line: 100, baseType: !137, size: 64, offset: 448)
!137 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !118, size: 64)
!138 = !DIDerivedType(tag: DW_TAG_member, name: "zalloc", scope: !125, file: !122, line: 102, baseType: !139, size: 64, offset: 512)
!139 = !DIDerivedType(tag: DW_TAG_typedef, name: "alloc_func", file: !122, line: 85, baseType: !140)
!140 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !141, size: 64)
!141 = !DISubroutineType(types: !142)
!142 = !{!143, !143, !129, !129}
!143 = !DIDerivedType(tag: DW_TAG_typedef, name: "voidpf", file: !10, line: 421, baseType: !144)
!144 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!145 = !DIDerivedType(tag: DW_TAG_member, name: "zfree", scope: !125, file: !122, line: 103, baseType: !146, size: 64, offset: 576)
!146 = !DIDerivedType(tag: DW_TAG_typedef, name: "free_func", file: !122, line: 86, baseType: !147)
!147 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !148, size: 64)
!148 = !DISubroutineType(types: !149)
!149 = !{null, !143, !143}
!150 = !DIDerivedType(tag: DW_TAG_member, name: "opaque", scope: !125, file: !122, line: 104, baseType: !143, size: 64, offset: 640)
!151 = !DIDerivedType(tag: DW_TAG_member, name: "data_type", scope: !125, file: !122, line: 106, baseType: !5, size: 32, offset: 704)
!152 = !DIDerivedType(tag: DW_TAG_member, name: "adler", scope: !125, file: !122, line: 108, baseType: !131, size: 64, offset: 768)
!153 = !DIDerivedType(tag: DW_TAG_member, name: "reserved", scope: !125, file: !122, line: 109, baseType: !131, size: 64, offset: 832)
!154 = !DIDerivedType(tag: DW_TAG_member, name: "status", scope: !118, file: !17, line: 106, baseType: !5, size: 32, offset: 64)
!155 = !DIDerivedType(tag: DW_TAG_member, name: "pending_buf", scope: !118, file: !17, line: 107, baseType: !14, size: 64, offset: 128)
!156 = !DIDerivedType(tag: DW_TAG_member, name: "pending_buf_size", scope: !118, file: !17, line: 108, baseType: !54, size: 64, offset: 192)
!157 = !DIDerivedType(tag: DW_TAG_member, name: "pending_out", scope: !118, file: !17, line: 109, baseType: !14, size: 64, offset: 256)
!158 = !DIDerivedType(tag: DW_TAG_member, name: "pending", scope: !118, file: !17, line: 110, baseType: !54, size: 64, offset: 320)
!159 = !DIDerivedType(tag: DW_TAG_member, name: "wrap", scope: !118, file: !17, line: 111, baseType: !5, size: 32, offset: 384)
!160 = !DIDerivedType(tag: DW_TAG_member, name: "gzhead", scope: !118, file: !17, line: 112, baseType: !161, size: 64, offset: 448)
!161 = !DIDerivedType(tag: DW_TAG_typedef, name: "gz_headerp", file: !122, line: 135, baseType: !162)
!162 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !163, size: 64)
!163 = !DIDerivedType(tag: DW_TAG_typedef, name: "gz_header", file: !122, line: 133, baseType: !164)
!164 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "gz_header_s", file: !122, line: 118, size: 640, elements: !165)
!165 = !{!166, !167, !168, !169, !170, !171, !172, !173, !174, !175, !176, !177, !178}
!166 = !DIDerivedType(tag: DW_TAG_member, name: "text", scope: !164, file: !122, line: 119, baseType: !5, size: 32)
!167 = !DIDerivedType(tag: DW_TAG_member, name: "time", scope: !164, file: !122, line: 120, baseType: !131, size: 64, offset: 64)
!168 = !DIDerivedType(tag: DW_TAG_member, name: "xflags", scope: !164, file: !122, line: 121, baseType: !5, size: 32, offset: 128)
!169 = !DIDerivedType(tag: DW_TAG_member, name: "os", scope: !164, file: !122, line: 122, baseType: !5, size: 32, offset: 160)
!170 = !DIDerivedType(tag: DW_TAG_member, name: "extra", scope: !164, file: !122, line: 123, baseType: !14, size: 64, offset: 192)
!171 = !DIDerivedType(tag: DW_TAG_member, name: "extra_len", scope: !164, file: !122, line: 124, baseType: !129, size: 32, offset: 256)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "extra_max", scope: !164, file: !122, line: 125, baseType: !129, size: 32, offset: 288)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !164, file: !122, line: 126, baseType: !14, size: 64, offset: 320)
!174 = !DIDerivedType(tag: DW_TAG_member, name: "name_max", scope: !164, file: !122, line: 127, baseType: !129, size: 32, offset: 384)
!175 = !DIDerivedType(tag: DW_TAG_member, name: "comment", scope: !164, file: !122, line: 128, baseType: !14, size: 64, offset: 448)
!176 = !DIDerivedType(tag: DW_TAG_member, name: "comm_max", scope: !164, file: !122, line: 129, baseType: !129, size: 32, offset: 512)
!177 = !DIDerivedType(tag: DW_TAG_member, name: "hcrc", scope: !164, file: !122, line: 130, baseType: !5, size: 32, offset: 544)
!178 = !DIDerivedType(tag: DW_TAG_member, name: "done", scope: !164, file: !122, line: 131, baseType: !5, size: 32, offset: 576)
!179 = !DIDerivedType(tag: DW_TAG_member, name: "gzindex", scope: !118, file: !17, line: 113, baseType: !54, size: 64, offset: 512)
!180 = !DIDerivedType(tag: DW_TAG_member, name: "method", scope: !118, file: !17, line: 114, baseType: !11, size: 8, offset: 576)
!181 = !DIDerivedType(tag: DW_TAG_member, name: "last_flush", scope: !118, file: !17, line: 115, baseType: !5, size: 32, offset: 608)
!182 = !DIDerivedType(tag: DW_TAG_member, name: "w_size", scope: !118, file: !17, line: 119, baseType: !129, size: 32, offset: 640)
!183 = !DIDerivedType(tag: DW_TAG_member, name: "w_bits", scope: !118, file: !17, line: 120, baseType: !129, size: 32, offset: 672)
!184 = !DIDerivedType(tag: DW_TAG_member, name: "w_mask", scope: !118, file: !17, line: 121, baseType: !129, size: 32, offset: 704)
!185 = !DIDerivedType(tag: DW_TAG_member, name: "window", scope: !118, file: !17, line: 123, baseType: !14, size: 64, offset: 768)
!186 = !DIDerivedType(tag: DW_TAG_member, name: "window_size", scope: !118, file: !17, line: 133, baseType: !54, size: 64, offset: 832)
!187 = !DIDerivedType(tag: DW_TAG_member, name: "prev", scope: !118, file: !17, line: 138, baseType: !188, size: 64, offset: 896)
!188 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !189, size: 64)
!189 = !DIDerivedType(tag: DW_TAG_typedef, name: "Posf", file: !17, line: 97, baseType: !190)
!190 = !DIDerivedType(tag: DW_TAG_typedef, name: "Pos", file: !17, line: 96, baseType: !6)
!191 = !DIDerivedType(tag: DW_TAG_member, name: "head", scope: !118, file: !17, line: 144, baseType: !188, size: 64, offset: 960)
!192 = !DIDerivedType(tag: DW_TAG_member, name: "ins_h", scope: !118, file: !17, line: 146, baseType: !129, size: 32, offset: 1024)
!193 = !DIDerivedType(tag: DW_TAG_member, name: "hash_size", scope: !118, file: !17, line: 147, baseType: !129, size: 32, offset: 1056)
!194 = !DIDerivedType(tag: DW_TAG_member, name: "hash_bits", scope: !118, file: !17, line: 148, baseType: !129, size: 32, offset: 1088)
!195 = !DIDerivedType(tag: DW_TAG_member, name: "hash_mask", scope: !118, file: !17, line: 149, baseType: !129, size: 32, offset: 1120)
!196 = !DIDerivedType(tag: DW_TAG_member, name: "hash_shift", scope: !118, file: !17, line: 151, baseType: !129, size: 32, offset: 1152)
!197 = !DIDerivedType(tag: DW_TAG_member, name: "block_start", scope: !118, file: !17, line: 158, baseType: !198, size: 64, offset: 1216)
!198 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!199 = !DIDerivedType(tag: DW_TAG_member, name: "match_length", scope: !118, file: !17, line: 163, baseType: !129, size: 32, offset: 1280)
!200 = !DIDerivedType(tag: DW_TAG_member, name: "prev_match", scope: !118, file: !17, line: 164, baseType: !201, size: 32, offset: 1312)
!201 = !DIDerivedType(tag: DW_TAG_typedef, name: "IPos", file: !17, line: 98, baseType: !56)
!202 = !DIDerivedType(tag: DW_TAG_member, name: "match_available", scope: !118, file: !17, line: 165, baseType: !5, size: 32, offset: 1344)
!203 = !DIDerivedType(tag: DW_TAG_member, name: "strstart", scope: !118, file: !17, line: 166, baseType: !129, size: 32, offset: 1376)
!204 = !DIDerivedType(tag: DW_TAG_member, name: "match_start", scope: !118, file: !17, line: 167, baseType: !129, size: 32, offset: 1408)
!205 = !DIDerivedType(tag: DW_TAG_member, name: "lookahead", scope: !118, file: !17, line: 168, baseType: !129, size: 32, offset: 1440)
!206 = !DIDerivedType(tag: DW_TAG_member, name: "prev_length", scope: !118, file: !17, line: 170, baseType: !129, size: 32, offset: 1472)
!207 = !DIDerivedType(tag: DW_TAG_member, name: "max_chain_length", scope: !118, file: !17, line: 175, baseType: !129, size: 32, offset: 1504)
!208 = !DIDerivedType(tag: DW_TAG_member, name: "max_lazy_match", scope: !118, file: !17, line: 181, baseType: !129, size: 32, offset: 1536)
!209 = !DIDerivedType(tag: DW_TAG_member, name: "level", scope: !118, file: !17, line: 192, baseType: !5, size: 32, offset: 1568)
!210 = !DIDerivedType(tag: DW_TAG_member, name: "strategy", scope: !118, file: !17, line: 193, baseType: !5, size: 32, offset: 1600)
!211 = !DIDerivedType(tag: DW_TAG_member, name: "good_match", scope: !118, file: !17, line: 195, baseType: !129, size: 32, offset: 1632)
!212 = !DIDerivedType(tag: DW_TAG_member, name: "nice_match", scope: !118, file: !17, line: 198, baseType: !5, size: 32, offset: 1664)
!213 = !DIDerivedType(tag: DW_TAG_member, name: "dyn_ltree", scope: !118, file: !17, line: 202, baseType: !214, size: 18336, offset: 1696)
!214 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 18336, elements: !215)
!215 = !{!216}
!216 = !DISubrange(count: 573)
!217 = !DIDerivedType(tag: DW_TAG_member, name: "dyn_dtree", scope: !118, file: !17, line: 203, baseType: !218, size: 1952, offset: 20032)
!218 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 1952, elements: !219)
!219 = !{!220}
!220 = !DISubrange(count: 61)
!221 = !DIDerivedType(tag: DW_TAG_member, name: "bl_tree", scope: !118, file: !17, line: 204, baseType: !222, size: 1248, offset: 21984)
!222 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 1248, elements: !223)
!223 = !{!224}
!224 = !DISubrange(count: 39)
!225 = !DIDerivedType(tag: DW_TAG_member, name: "l_desc", scope: !118, file: !17, line: 206, baseType: !18, size: 192, offset: 23232)
!226 = !DIDerivedType(tag: DW_TAG_member, name: "d_desc", scope: !118, file: !17, line: 207, baseType: !18, size: 192, offset: 23424)
!227 = !DIDerivedType(tag: DW_TAG_member, name: "bl_desc", scope: !118, file: !17, line: 208, baseType: !18, size: 192, offset: 23616)
!228 = !DIDerivedType(tag: DW_TAG_member, name: "bl_count", scope: !118, file: !17, line: 210, baseType: !229, size: 256, offset: 23808)
!229 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 256, elements: !230)
!230 = !{!231}
!231 = !DISubrange(count: 16)
!232 = !DIDerivedType(tag: DW_TAG_member, name: "heap", scope: !118, file: !17, line: 213, baseType: !233, size: 18336, offset: 24064)
!233 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 18336, elements: !215)
!234 = !DIDerivedType(tag: DW_TAG_member, name: "heap_len", scope: !118, file: !17, line: 214, baseType: !5, size: 32, offset: 42400)
!235 = !DIDerivedType(tag: DW_TAG_member, name: "heap_max", scope: !118, file: !17, line: 215, baseType: !5, size: 32, offset: 42432)
!236 = !DIDerivedType(tag: DW_TAG_member, name: "depth", scope: !118, file: !17, line: 220, baseType: !237, size: 4584, offset: 42464)
!237 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 4584, elements: !215)
!238 = !DIDerivedType(tag: DW_TAG_member, name: "sym_buf", scope: !118, file: !17, line: 230, baseType: !239, size: 64, offset: 47104)
!239 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !240, size: 64)
!240 = !DIDerivedType(tag: DW_TAG_typedef, name: "uchf", file: !7, line: 44, baseType: !13)
!241 = !DIDerivedType(tag: DW_TAG_member, name: "lit_bufsize", scope: !118, file: !17, line: 233, baseType: !129, size: 32, offset: 47168)
!242 = !DIDerivedType(tag: DW_TAG_member, name: "sym_next", scope: !118, file: !17, line: 253, baseType: !129, size: 32, offset: 47200)
!243 = !DIDerivedType(tag: DW_TAG_member, name: "sym_end", scope: !118, file: !17, line: 254, baseType: !129, size: 32, offset: 47232)
!244 = !DIDerivedType(tag: DW_TAG_member, name: "opt_len", scope: !118, file: !17, line: 256, baseType: !54, size: 64, offset: 47296)
!245 = !DIDerivedType(tag: DW_TAG_member, name: "static_len", scope: !118, file: !17, line: 257, baseType: !54, size: 64, offset: 47360)
!246 = !DIDerivedType(tag: DW_TAG_member, name: "matches", scope: !118, file: !17, line: 258, baseType: !129, size: 32, offset: 47424)
!247 = !DIDerivedType(tag: DW_TAG_member, name: "insert", scope: !118, file: !17, line: 259, baseType: !129, size: 32, offset: 47456)
!248 = !DIDerivedType(tag: DW_TAG_member, name: "bi_buf", scope: !118, file: !17, line: 266, baseType: !6, size: 16, offset: 47488)
!249 = !DIDerivedType(tag: DW_TAG_member, name: "bi_valid", scope: !118, file: !17, line: 270, baseType: !5, size: 32, offset: 47520)
!250 = !DIDerivedType(tag: DW_TAG_member, name: "bi_used", scope: !118, file: !17, line: 274, baseType: !5, size: 32, offset: 47552)
!251 = !DIDerivedType(tag: DW_TAG_member, name: "high_water", scope: !118, file: !17, line: 278, baseType: !54, size: 64, offset: 47616)
!252 = !DIDerivedType(tag: DW_TAG_member, name: "slid", scope: !118, file: !17, line: 285, baseType: !5, size: 32, offset: 47680)
!253 = !{!254}
!254 = !DILocalVariable(name: "s", arg: 1, scope: !113, file: !3, line: 456, type: !116)
!255 = !DILocation(line: 0, scope: !113)
!256 = !DILocation(line: 459, column: 29, scope: !113)
!257 = !DILocation(line: 459, column: 8, scope: !113)
!258 = !DILocation(line: 459, column: 24, scope: !113)
!259 = !{!260, !261, i64 2904}
!260 = !{!"internal_state", !261, i64 0, !264, i64 8, !261, i64 16, !265, i64 24, !261, i64 32, !265, i64 40, !264, i64 48, !261, i64 56, !265, i64 64, !262, i64 72, !264, i64 76, !264, i64 80, !264, i64 84, !264, i64 88, !261, i64 96, !265, i64 104, !261, i64 112, !261, i64 120, !264, i64 128, !264, i64 132, !264, i64 136, !264, i64 140, !264, i64 144, !265, i64 152, !264, i64 160, !264, i64 164, !264, i64 168, !264, i64 172, !264, i64 176, !264, i64 180, !264, i64 184, !264, i64 188, !264, i64 192, !264, i64 196, !264, i64 200, !264, i64 204, !264, i64 208, !262, i64 212, !262, i64 2504, !262, i64 2748, !266, i64 2904, !266, i64 2928, !266, i64 2952, !262, i64 2976, !262, i64 3008, !264, i64 5300, !264, i64 5304, !262, i64 5308, !261, i64 5888, !264, i64 5896, !264, i64 5900, !264, i64 5904, !265, i64 5912, !265, i64 5920, !264, i64 5928, !264, i64 5932, !267, i64 5936, !264, i64 5940, !264, i64 5944, !265, i64 5952, !264, i64 5960}
!261 = !{!"any pointer", !262, i64 0}
!262 = !{!"omnipotent char", !263, i64 0}
!263 = !{!"Simple C/C++ TBAA"}
!264 = !{!"int", !262, i64 0}
!265 = !{!"long", !262, i64 0}
!266 = !{!"tree_desc_s", !261, i64 0, !264, i64 8, !261, i64 16}
!267 = !{!"short", !262, i64 0}
!268 = !DILocation(line: 460, column: 15, scope: !113)
!269 = !DILocation(line: 460, column: 25, scope: !113)
!270 = !{!260, !261, i64 2920}
!271 = !DILocation(line: 462, column: 29, scope: !113)
!272 = !DILocation(line: 462, column: 8, scope: !113)
!273 = !DILocation(line: 462, column: 24, scope: !113)
!274 = !{!260, !261, i64 2928}
!275 = !DILocation(line: 463, column: 15, scope: !113)
!276 = !DILocation(line: 463, column: 25, scope: !113)
!277 = !{!260, !261, i64 2944}
!278 = !DILocation(line: 465, column: 30, scope: !113)
!279 = !DILocation(line: 465, column: 8, scope: !113)
!280 = !DILocation(line: 465, column: 25, scope: !113)
!281 = !{!260, !261, i64 2952}
!282 = !DILocation(line: 466, column: 16, scope: !113)
!283 = !DILocation(line: 466, column: 26, scope: !113)
!284 = !{!260, !261, i64 2968}
!285 = !DILocation(line: 468, column: 8, scope: !113)
!286 = !DILocation(line: 468, column: 15, scope: !113)
!287 = !{!260, !267, i64 5936}
!288 = !DILocation(line: 469, column: 8, scope: !113)
!289 = !DILocation(line: 469, column: 17, scope: !113)
!290 = !{!260, !264, i64 5940}
!291 = !DILocation(line: 470, column: 8, scope: !113)
!292 = !DILocation(line: 470, column: 16, scope: !113)
!293 = !{!260, !264, i64 5944}
!294 = !DILocation(line: 477, column: 5, scope: !113)
!295 = !DILocation(line: 478, column: 1, scope: !113)
!296 = distinct !DISubprogram(name: "init_block", scope: !3, file: !3, line: 440, type: !114, scopeLine: 440, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !297)
!297 = !{!298, !299}
!298 = !DILocalVariable(name: "s", arg: 1, scope: !296, file: !3, line: 440, type: !116)
!299 = !DILocalVariable(name: "n", scope: !296, file: !3, line: 441, type: !5)
!300 = !DILocation(line: 0, scope: !296)
!301 = !DILocation(line: 444, column: 5, scope: !302)
!302 = distinct !DILexicalBlock(scope: !296, file: !3, line: 444, column: 5)
!303 = !DILocation(line: 445, column: 57, scope: !304)
!304 = distinct !DILexicalBlock(scope: !305, file: !3, line: 445, column: 5)
!305 = distinct !DILexicalBlock(scope: !296, file: !3, line: 445, column: 5)
!306 = !{!262, !262, i64 0}
!307 = !DILocation(line: 445, column: 36, scope: !304)
!308 = !DILocation(line: 446, column: 55, scope: !309)
!309 = distinct !DILexicalBlock(scope: !310, file: !3, line: 446, column: 5)
!310 = distinct !DILexicalBlock(scope: !296, file: !3, line: 446, column: 5)
!311 = !DILocation(line: 446, column: 36, scope: !309)
!312 = !DILocation(line: 448, column: 5, scope: !296)
!313 = !DILocation(line: 448, column: 34, scope: !296)
!314 = !DILocation(line: 449, column: 8, scope: !296)
!315 = !DILocation(line: 450, column: 8, scope: !296)
!316 = !DILocation(line: 450, column: 17, scope: !296)
!317 = !{!260, !264, i64 5900}
!318 = !DILocation(line: 449, column: 16, scope: !296)
!319 = !DILocation(line: 451, column: 1, scope: !296)
!320 = !DILocation(line: 444, column: 36, scope: !321)
!321 = distinct !DILexicalBlock(scope: !302, file: !3, line: 444, column: 5)
!322 = !DILocation(line: 444, column: 57, scope: !321)
!323 = !DILocation(line: 444, column: 32, scope: !321)
!324 = !DILocation(line: 444, column: 19, scope: !321)
!325 = distinct !{!325, !301, !326, !327}
!326 = !DILocation(line: 444, column: 59, scope: !302)
!327 = !{!"llvm.loop.mustprogress"}
!328 = distinct !DISubprogram(name: "_tr_stored_block", scope: !3, file: !3, line: 860, type: !329, scopeLine: 861, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !333)
!329 = !DISubroutineType(types: !330)
!330 = !{null, !116, !331, !54, !5}
!331 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !332, size: 64)
!332 = !DIDerivedType(tag: DW_TAG_typedef, name: "charf", file: !10, line: 414, baseType: !53)
!333 = !{!334, !335, !336, !337, !338, !340}
!334 = !DILocalVariable(name: "s", arg: 1, scope: !328, file: !3, line: 860, type: !116)
!335 = !DILocalVariable(name: "buf", arg: 2, scope: !328, file: !3, line: 860, type: !331)
!336 = !DILocalVariable(name: "stored_len", arg: 3, scope: !328, file: !3, line: 861, type: !54)
!337 = !DILocalVariable(name: "last", arg: 4, scope: !328, file: !3, line: 861, type: !5)
!338 = !DILocalVariable(name: "len", scope: !339, file: !3, line: 862, type: !5)
!339 = distinct !DILexicalBlock(scope: !328, file: !3, line: 862, column: 5)
!340 = !DILocalVariable(name: "val", scope: !341, file: !3, line: 862, type: !5)
!341 = distinct !DILexicalBlock(scope: !342, file: !3, line: 862, column: 5)
!342 = distinct !DILexicalBlock(scope: !339, file: !3, line: 862, column: 5)
!343 = !DILocation(line: 0, scope: !328)
!344 = !DILocation(line: 0, scope: !339)
!345 = !DILocation(line: 862, column: 5, scope: !342)
!346 = !DILocation(line: 862, column: 5, scope: !339)
!347 = !DILocation(line: 0, scope: !341)
!348 = !DILocation(line: 862, column: 5, scope: !341)
!349 = !DILocation(line: 862, column: 5, scope: !350)
!350 = distinct !DILexicalBlock(scope: !351, file: !3, line: 862, column: 5)
!351 = distinct !DILexicalBlock(scope: !341, file: !3, line: 862, column: 5)
!352 = !{!260, !261, i64 16}
!353 = !{!260, !265, i64 40}
!354 = !DILocation(line: 862, column: 5, scope: !355)
!355 = distinct !DILexicalBlock(scope: !351, file: !3, line: 862, column: 5)
!356 = !DILocation(line: 862, column: 5, scope: !357)
!357 = distinct !DILexicalBlock(scope: !342, file: !3, line: 862, column: 5)
!358 = !DILocalVariable(name: "s", arg: 1, scope: !359, file: !3, line: 181, type: !116)
!359 = distinct !DISubprogram(name: "bi_windup", scope: !3, file: !3, line: 181, type: !114, scopeLine: 181, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !360)
!360 = !{!358}
!361 = !DILocation(line: 0, scope: !359, inlinedAt: !362)
!362 = distinct !DILocation(line: 863, column: 5, scope: !328)
!363 = !DILocation(line: 182, column: 21, scope: !364, inlinedAt: !362)
!364 = distinct !DILexicalBlock(scope: !359, file: !3, line: 182, column: 9)
!365 = !DILocation(line: 182, column: 9, scope: !359, inlinedAt: !362)
!366 = !DILocation(line: 183, column: 9, scope: !367, inlinedAt: !362)
!367 = distinct !DILexicalBlock(scope: !368, file: !3, line: 183, column: 9)
!368 = distinct !DILexicalBlock(scope: !369, file: !3, line: 183, column: 9)
!369 = distinct !DILexicalBlock(scope: !364, file: !3, line: 182, column: 26)
!370 = !DILocation(line: 183, column: 9, scope: !371, inlinedAt: !362)
!371 = distinct !DILexicalBlock(scope: !368, file: !3, line: 183, column: 9)
!372 = !DILocation(line: 184, column: 5, scope: !369, inlinedAt: !362)
!373 = !DILocation(line: 184, column: 28, scope: !374, inlinedAt: !362)
!374 = distinct !DILexicalBlock(scope: !364, file: !3, line: 184, column: 16)
!375 = !DILocation(line: 184, column: 16, scope: !364, inlinedAt: !362)
!376 = !DILocation(line: 185, column: 9, scope: !377, inlinedAt: !362)
!377 = distinct !DILexicalBlock(scope: !378, file: !3, line: 185, column: 9)
!378 = distinct !DILexicalBlock(scope: !374, file: !3, line: 184, column: 33)
!379 = !DILocation(line: 186, column: 5, scope: !378, inlinedAt: !362)
!380 = !DILocation(line: 0, scope: !364, inlinedAt: !362)
!381 = !DILocation(line: 187, column: 23, scope: !359, inlinedAt: !362)
!382 = !DILocation(line: 187, column: 32, scope: !359, inlinedAt: !362)
!383 = !DILocation(line: 187, column: 37, scope: !359, inlinedAt: !362)
!384 = !DILocation(line: 187, column: 42, scope: !359, inlinedAt: !362)
!385 = !DILocation(line: 187, column: 8, scope: !359, inlinedAt: !362)
!386 = !DILocation(line: 187, column: 16, scope: !359, inlinedAt: !362)
!387 = !DILocation(line: 188, column: 8, scope: !359, inlinedAt: !362)
!388 = !DILocation(line: 188, column: 15, scope: !359, inlinedAt: !362)
!389 = !DILocation(line: 189, column: 17, scope: !359, inlinedAt: !362)
!390 = !DILocation(line: 864, column: 5, scope: !391)
!391 = distinct !DILexicalBlock(scope: !392, file: !3, line: 864, column: 5)
!392 = distinct !DILexicalBlock(scope: !328, file: !3, line: 864, column: 5)
!393 = !DILocation(line: 864, column: 5, scope: !394)
!394 = distinct !DILexicalBlock(scope: !392, file: !3, line: 864, column: 5)
!395 = !DILocation(line: 865, column: 5, scope: !396)
!396 = distinct !DILexicalBlock(scope: !397, file: !3, line: 865, column: 5)
!397 = distinct !DILexicalBlock(scope: !328, file: !3, line: 865, column: 5)
!398 = !DILocation(line: 865, column: 5, scope: !399)
!399 = distinct !DILexicalBlock(scope: !397, file: !3, line: 865, column: 5)
!400 = !DILocation(line: 866, column: 9, scope: !401)
!401 = distinct !DILexicalBlock(scope: !328, file: !3, line: 866, column: 9)
!402 = !DILocation(line: 866, column: 9, scope: !328)
!403 = !DILocation(line: 867, column: 20, scope: !401)
!404 = !DILocation(line: 867, column: 37, scope: !401)
!405 = !DILocation(line: 867, column: 32, scope: !401)
!406 = !DILocation(line: 867, column: 9, scope: !401)
!407 = !DILocation(line: 868, column: 16, scope: !328)
!408 = !DILocation(line: 875, column: 1, scope: !328)
!409 = distinct !DISubprogram(name: "_tr_flush_bits", scope: !3, file: !3, line: 880, type: !114, scopeLine: 880, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !410)
!410 = !{!411}
!411 = !DILocalVariable(name: "s", arg: 1, scope: !409, file: !3, line: 880, type: !116)
!412 = !DILocation(line: 0, scope: !409)
!413 = !DILocalVariable(name: "s", arg: 1, scope: !414, file: !3, line: 166, type: !116)
!414 = distinct !DISubprogram(name: "bi_flush", scope: !3, file: !3, line: 166, type: !114, scopeLine: 166, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !415)
!415 = !{!413}
!416 = !DILocation(line: 0, scope: !414, inlinedAt: !417)
!417 = distinct !DILocation(line: 881, column: 5, scope: !409)
!418 = !DILocation(line: 167, column: 12, scope: !419, inlinedAt: !417)
!419 = distinct !DILexicalBlock(scope: !414, file: !3, line: 167, column: 9)
!420 = !DILocation(line: 167, column: 21, scope: !419, inlinedAt: !417)
!421 = !DILocation(line: 167, column: 9, scope: !414, inlinedAt: !417)
!422 = !DILocation(line: 168, column: 9, scope: !423, inlinedAt: !417)
!423 = distinct !DILexicalBlock(scope: !424, file: !3, line: 168, column: 9)
!424 = distinct !DILexicalBlock(scope: !425, file: !3, line: 168, column: 9)
!425 = distinct !DILexicalBlock(scope: !419, file: !3, line: 167, column: 28)
!426 = !DILocation(line: 168, column: 9, scope: !427, inlinedAt: !417)
!427 = distinct !DILexicalBlock(scope: !424, file: !3, line: 168, column: 9)
!428 = !DILocation(line: 169, column: 19, scope: !425, inlinedAt: !417)
!429 = !DILocation(line: 171, column: 5, scope: !425, inlinedAt: !417)
!430 = !DILocation(line: 171, column: 28, scope: !431, inlinedAt: !417)
!431 = distinct !DILexicalBlock(scope: !419, file: !3, line: 171, column: 16)
!432 = !DILocation(line: 171, column: 16, scope: !419, inlinedAt: !417)
!433 = !DILocation(line: 172, column: 9, scope: !434, inlinedAt: !417)
!434 = distinct !DILexicalBlock(scope: !435, file: !3, line: 172, column: 9)
!435 = distinct !DILexicalBlock(scope: !431, file: !3, line: 171, column: 34)
!436 = !DILocation(line: 173, column: 19, scope: !435, inlinedAt: !417)
!437 = !DILocation(line: 174, column: 21, scope: !435, inlinedAt: !417)
!438 = !DILocation(line: 175, column: 5, scope: !435, inlinedAt: !417)
!439 = !DILocation(line: 0, scope: !419, inlinedAt: !417)
!440 = !DILocation(line: 176, column: 1, scope: !414, inlinedAt: !417)
!441 = !DILocation(line: 882, column: 1, scope: !409)
!442 = distinct !DISubprogram(name: "_tr_align", scope: !3, file: !3, line: 888, type: !114, scopeLine: 888, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !443)
!443 = !{!444, !445, !447, !450, !452}
!444 = !DILocalVariable(name: "s", arg: 1, scope: !442, file: !3, line: 888, type: !116)
!445 = !DILocalVariable(name: "len", scope: !446, file: !3, line: 889, type: !5)
!446 = distinct !DILexicalBlock(scope: !442, file: !3, line: 889, column: 5)
!447 = !DILocalVariable(name: "val", scope: !448, file: !3, line: 889, type: !5)
!448 = distinct !DILexicalBlock(scope: !449, file: !3, line: 889, column: 5)
!449 = distinct !DILexicalBlock(scope: !446, file: !3, line: 889, column: 5)
!450 = !DILocalVariable(name: "len", scope: !451, file: !3, line: 890, type: !5)
!451 = distinct !DILexicalBlock(scope: !442, file: !3, line: 890, column: 5)
!452 = !DILocalVariable(name: "val", scope: !453, file: !3, line: 890, type: !5)
!453 = distinct !DILexicalBlock(scope: !454, file: !3, line: 890, column: 5)
!454 = distinct !DILexicalBlock(scope: !451, file: !3, line: 890, column: 5)
!455 = !DILocation(line: 0, scope: !442)
!456 = !DILocation(line: 0, scope: !446)
!457 = !DILocation(line: 889, column: 5, scope: !449)
!458 = !DILocation(line: 889, column: 5, scope: !446)
!459 = !DILocation(line: 0, scope: !448)
!460 = !DILocation(line: 889, column: 5, scope: !461)
!461 = distinct !DILexicalBlock(scope: !462, file: !3, line: 889, column: 5)
!462 = distinct !DILexicalBlock(scope: !448, file: !3, line: 889, column: 5)
!463 = !DILocation(line: 889, column: 5, scope: !464)
!464 = distinct !DILexicalBlock(scope: !462, file: !3, line: 889, column: 5)
!465 = !DILocation(line: 889, column: 5, scope: !448)
!466 = !DILocation(line: 889, column: 5, scope: !467)
!467 = distinct !DILexicalBlock(scope: !449, file: !3, line: 889, column: 5)
!468 = !DILocation(line: 0, scope: !451)
!469 = !DILocation(line: 890, column: 5, scope: !454)
!470 = !DILocation(line: 890, column: 5, scope: !451)
!471 = !DILocation(line: 0, scope: !453)
!472 = !DILocation(line: 890, column: 5, scope: !453)
!473 = !DILocation(line: 890, column: 5, scope: !474)
!474 = distinct !DILexicalBlock(scope: !475, file: !3, line: 890, column: 5)
!475 = distinct !DILexicalBlock(scope: !453, file: !3, line: 890, column: 5)
!476 = !DILocation(line: 890, column: 5, scope: !477)
!477 = distinct !DILexicalBlock(scope: !475, file: !3, line: 890, column: 5)
!478 = !DILocation(line: 890, column: 5, scope: !479)
!479 = distinct !DILexicalBlock(scope: !454, file: !3, line: 890, column: 5)
!480 = !DILocation(line: 0, scope: !414, inlinedAt: !481)
!481 = distinct !DILocation(line: 894, column: 5, scope: !442)
!482 = !DILocation(line: 167, column: 21, scope: !419, inlinedAt: !481)
!483 = !DILocation(line: 167, column: 9, scope: !414, inlinedAt: !481)
!484 = !DILocation(line: 168, column: 9, scope: !423, inlinedAt: !481)
!485 = !DILocation(line: 168, column: 9, scope: !427, inlinedAt: !481)
!486 = !DILocation(line: 169, column: 19, scope: !425, inlinedAt: !481)
!487 = !DILocation(line: 171, column: 5, scope: !425, inlinedAt: !481)
!488 = !DILocation(line: 171, column: 28, scope: !431, inlinedAt: !481)
!489 = !DILocation(line: 171, column: 16, scope: !419, inlinedAt: !481)
!490 = !DILocation(line: 172, column: 9, scope: !434, inlinedAt: !481)
!491 = !DILocation(line: 173, column: 19, scope: !435, inlinedAt: !481)
!492 = !DILocation(line: 174, column: 21, scope: !435, inlinedAt: !481)
!493 = !DILocation(line: 175, column: 5, scope: !435, inlinedAt: !481)
!494 = !DILocation(line: 0, scope: !419, inlinedAt: !481)
!495 = !DILocation(line: 176, column: 1, scope: !414, inlinedAt: !481)
!496 = !DILocation(line: 895, column: 1, scope: !442)
!497 = distinct !DISubprogram(name: "_tr_flush_block", scope: !3, file: !3, line: 997, type: !329, scopeLine: 998, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !498)
!498 = !{!499, !500, !501, !502, !503, !504, !505, !506, !511, !514, !517}
!499 = !DILocalVariable(name: "s", arg: 1, scope: !497, file: !3, line: 997, type: !116)
!500 = !DILocalVariable(name: "buf", arg: 2, scope: !497, file: !3, line: 997, type: !331)
!501 = !DILocalVariable(name: "stored_len", arg: 3, scope: !497, file: !3, line: 998, type: !54)
!502 = !DILocalVariable(name: "last", arg: 4, scope: !497, file: !3, line: 998, type: !5)
!503 = !DILocalVariable(name: "opt_lenb", scope: !497, file: !3, line: 999, type: !54)
!504 = !DILocalVariable(name: "static_lenb", scope: !497, file: !3, line: 999, type: !54)
!505 = !DILocalVariable(name: "max_blindex", scope: !497, file: !3, line: 1000, type: !5)
!506 = !DILocalVariable(name: "len", scope: !507, file: !3, line: 1059, type: !5)
!507 = distinct !DILexicalBlock(scope: !508, file: !3, line: 1059, column: 9)
!508 = distinct !DILexicalBlock(scope: !509, file: !3, line: 1058, column: 41)
!509 = distinct !DILexicalBlock(scope: !510, file: !3, line: 1058, column: 16)
!510 = distinct !DILexicalBlock(scope: !497, file: !3, line: 1047, column: 9)
!511 = !DILocalVariable(name: "val", scope: !512, file: !3, line: 1059, type: !5)
!512 = distinct !DILexicalBlock(scope: !513, file: !3, line: 1059, column: 9)
!513 = distinct !DILexicalBlock(scope: !507, file: !3, line: 1059, column: 9)
!514 = !DILocalVariable(name: "len", scope: !515, file: !3, line: 1066, type: !5)
!515 = distinct !DILexicalBlock(scope: !516, file: !3, line: 1066, column: 9)
!516 = distinct !DILexicalBlock(scope: !509, file: !3, line: 1065, column: 12)
!517 = !DILocalVariable(name: "val", scope: !518, file: !3, line: 1066, type: !5)
!518 = distinct !DILexicalBlock(scope: !519, file: !3, line: 1066, column: 9)
!519 = distinct !DILexicalBlock(scope: !515, file: !3, line: 1066, column: 9)
!520 = !DILocation(line: 0, scope: !497)
!521 = !DILocation(line: 1003, column: 12, scope: !522)
!522 = distinct !DILexicalBlock(scope: !497, file: !3, line: 1003, column: 9)
!523 = !{!260, !264, i64 196}
!524 = !DILocation(line: 1003, column: 18, scope: !522)
!525 = !DILocation(line: 1003, column: 9, scope: !497)
!526 = !DILocation(line: 1006, column: 16, scope: !527)
!527 = distinct !DILexicalBlock(scope: !528, file: !3, line: 1006, column: 13)
!528 = distinct !DILexicalBlock(scope: !522, file: !3, line: 1003, column: 23)
!529 = !{!260, !261, i64 0}
!530 = !DILocation(line: 1006, column: 22, scope: !527)
!531 = !{!532, !264, i64 88}
!532 = !{!"z_stream_s", !261, i64 0, !264, i64 8, !265, i64 16, !261, i64 24, !264, i64 32, !265, i64 40, !261, i64 48, !261, i64 56, !261, i64 64, !261, i64 72, !261, i64 80, !264, i64 88, !265, i64 96, !265, i64 104}
!533 = !DILocation(line: 1006, column: 32, scope: !527)
!534 = !DILocation(line: 1006, column: 13, scope: !528)
!535 = !DILocalVariable(name: "s", arg: 1, scope: !536, file: !3, line: 966, type: !116)
!536 = distinct !DISubprogram(name: "detect_data_type", scope: !3, file: !3, line: 966, type: !537, scopeLine: 966, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !539)
!537 = !DISubroutineType(types: !538)
!538 = !{!5, !116}
!539 = !{!535, !540, !541}
!540 = !DILocalVariable(name: "block_mask", scope: !536, file: !3, line: 971, type: !55)
!541 = !DILocalVariable(name: "n", scope: !536, file: !3, line: 972, type: !5)
!542 = !DILocation(line: 0, scope: !536, inlinedAt: !543)
!543 = distinct !DILocation(line: 1007, column: 34, scope: !527)
!544 = !DILocation(line: 975, column: 5, scope: !545, inlinedAt: !543)
!545 = distinct !DILexicalBlock(scope: !536, file: !3, line: 975, column: 5)
!546 = !DILocation(line: 976, column: 25, scope: !547, inlinedAt: !543)
!547 = distinct !DILexicalBlock(scope: !548, file: !3, line: 976, column: 13)
!548 = distinct !DILexicalBlock(scope: !545, file: !3, line: 975, column: 5)
!549 = !DILocation(line: 976, column: 30, scope: !547, inlinedAt: !543)
!550 = !DILocation(line: 976, column: 34, scope: !547, inlinedAt: !543)
!551 = !DILocation(line: 976, column: 50, scope: !547, inlinedAt: !543)
!552 = !DILocation(line: 976, column: 55, scope: !547, inlinedAt: !543)
!553 = !DILocation(line: 976, column: 13, scope: !548, inlinedAt: !543)
!554 = !DILocation(line: 975, column: 42, scope: !548, inlinedAt: !543)
!555 = !DILocation(line: 975, column: 27, scope: !548, inlinedAt: !543)
!556 = !DILocation(line: 975, column: 19, scope: !548, inlinedAt: !543)
!557 = distinct !{!557, !544, !558, !327}
!558 = !DILocation(line: 977, column: 20, scope: !545, inlinedAt: !543)
!559 = !DILocation(line: 980, column: 9, scope: !560, inlinedAt: !543)
!560 = distinct !DILexicalBlock(scope: !536, file: !3, line: 980, column: 9)
!561 = !DILocation(line: 980, column: 25, scope: !560, inlinedAt: !543)
!562 = !DILocation(line: 980, column: 30, scope: !560, inlinedAt: !543)
!563 = !DILocation(line: 980, column: 35, scope: !560, inlinedAt: !543)
!564 = !DILocation(line: 980, column: 38, scope: !560, inlinedAt: !543)
!565 = !DILocation(line: 980, column: 55, scope: !560, inlinedAt: !543)
!566 = !DILocation(line: 980, column: 60, scope: !560, inlinedAt: !543)
!567 = !DILocation(line: 981, column: 13, scope: !560, inlinedAt: !543)
!568 = !DILocation(line: 981, column: 16, scope: !560, inlinedAt: !543)
!569 = !DILocation(line: 981, column: 33, scope: !560, inlinedAt: !543)
!570 = !DILocation(line: 981, column: 38, scope: !560, inlinedAt: !543)
!571 = !DILocation(line: 980, column: 9, scope: !536, inlinedAt: !543)
!572 = !DILocation(line: 983, column: 33, scope: !573, inlinedAt: !543)
!573 = distinct !DILexicalBlock(scope: !574, file: !3, line: 983, column: 5)
!574 = distinct !DILexicalBlock(scope: !536, file: !3, line: 983, column: 5)
!575 = !DILocation(line: 984, column: 13, scope: !576, inlinedAt: !543)
!576 = distinct !DILexicalBlock(scope: !573, file: !3, line: 984, column: 13)
!577 = !DILocation(line: 984, column: 29, scope: !576, inlinedAt: !543)
!578 = !DILocation(line: 984, column: 34, scope: !576, inlinedAt: !543)
!579 = !DILocation(line: 984, column: 13, scope: !573, inlinedAt: !543)
!580 = !DILocation(line: 983, column: 20, scope: !573, inlinedAt: !543)
!581 = !DILocation(line: 983, column: 5, scope: !574, inlinedAt: !543)
!582 = distinct !{!582, !581, !583, !327}
!583 = !DILocation(line: 985, column: 20, scope: !574, inlinedAt: !543)
!584 = !DILocation(line: 1007, column: 32, scope: !527)
!585 = !DILocation(line: 1007, column: 13, scope: !527)
!586 = !DILocation(line: 1010, column: 42, scope: !528)
!587 = !DILocation(line: 1010, column: 9, scope: !528)
!588 = !DILocation(line: 1014, column: 42, scope: !528)
!589 = !DILocation(line: 1014, column: 9, scope: !528)
!590 = !DILocalVariable(name: "s", arg: 1, scope: !591, file: !3, line: 800, type: !116)
!591 = distinct !DISubprogram(name: "build_bl_tree", scope: !3, file: !3, line: 800, type: !537, scopeLine: 800, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !592)
!592 = !{!590, !593}
!593 = !DILocalVariable(name: "max_blindex", scope: !591, file: !3, line: 801, type: !5)
!594 = !DILocation(line: 0, scope: !591, inlinedAt: !595)
!595 = distinct !DILocation(line: 1024, column: 23, scope: !528)
!596 = !DILocation(line: 804, column: 32, scope: !591, inlinedAt: !595)
!597 = !DILocation(line: 804, column: 53, scope: !591, inlinedAt: !595)
!598 = !{!260, !264, i64 2912}
!599 = !DILocalVariable(name: "s", arg: 1, scope: !600, file: !3, line: 712, type: !116)
!600 = distinct !DISubprogram(name: "scan_tree", scope: !3, file: !3, line: 712, type: !601, scopeLine: 712, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !603)
!601 = !DISubroutineType(types: !602)
!602 = !{null, !116, !21, !5}
!603 = !{!599, !604, !605, !606, !607, !608, !609, !610, !611, !612}
!604 = !DILocalVariable(name: "tree", arg: 2, scope: !600, file: !3, line: 712, type: !21)
!605 = !DILocalVariable(name: "max_code", arg: 3, scope: !600, file: !3, line: 712, type: !5)
!606 = !DILocalVariable(name: "n", scope: !600, file: !3, line: 713, type: !5)
!607 = !DILocalVariable(name: "prevlen", scope: !600, file: !3, line: 714, type: !5)
!608 = !DILocalVariable(name: "curlen", scope: !600, file: !3, line: 715, type: !5)
!609 = !DILocalVariable(name: "nextlen", scope: !600, file: !3, line: 716, type: !5)
!610 = !DILocalVariable(name: "count", scope: !600, file: !3, line: 717, type: !5)
!611 = !DILocalVariable(name: "max_count", scope: !600, file: !3, line: 718, type: !5)
!612 = !DILocalVariable(name: "min_count", scope: !600, file: !3, line: 719, type: !5)
!613 = !DILocation(line: 0, scope: !600, inlinedAt: !614)
!614 = distinct !DILocation(line: 804, column: 5, scope: !591, inlinedAt: !595)
!615 = !DILocation(line: 716, column: 27, scope: !600, inlinedAt: !614)
!616 = !DILocation(line: 722, column: 5, scope: !600, inlinedAt: !614)
!617 = !DILocation(line: 722, column: 24, scope: !600, inlinedAt: !614)
!618 = !DILocation(line: 722, column: 28, scope: !600, inlinedAt: !614)
!619 = !DILocation(line: 724, column: 19, scope: !620, inlinedAt: !614)
!620 = distinct !DILexicalBlock(scope: !621, file: !3, line: 724, column: 5)
!621 = distinct !DILexicalBlock(scope: !600, file: !3, line: 724, column: 5)
!622 = !DILocation(line: 724, column: 5, scope: !621, inlinedAt: !614)
!623 = !DILocation(line: 721, column: 17, scope: !624, inlinedAt: !614)
!624 = distinct !DILexicalBlock(scope: !600, file: !3, line: 721, column: 9)
!625 = !DILocation(line: 721, column: 9, scope: !600, inlinedAt: !614)
!626 = !DILocation(line: 716, column: 19, scope: !600, inlinedAt: !614)
!627 = !DILocation(line: 725, column: 44, scope: !628, inlinedAt: !614)
!628 = distinct !DILexicalBlock(scope: !620, file: !3, line: 724, column: 37)
!629 = !DILocation(line: 725, column: 49, scope: !628, inlinedAt: !614)
!630 = !DILocation(line: 725, column: 37, scope: !628, inlinedAt: !614)
!631 = !DILocation(line: 726, column: 13, scope: !632, inlinedAt: !614)
!632 = distinct !DILexicalBlock(scope: !628, file: !3, line: 726, column: 13)
!633 = !DILocation(line: 726, column: 21, scope: !632, inlinedAt: !614)
!634 = !DILocation(line: 726, column: 33, scope: !632, inlinedAt: !614)
!635 = !DILocation(line: 728, column: 26, scope: !636, inlinedAt: !614)
!636 = distinct !DILexicalBlock(scope: !632, file: !3, line: 728, column: 20)
!637 = !DILocation(line: 728, column: 20, scope: !632, inlinedAt: !614)
!638 = !DILocation(line: 729, column: 13, scope: !639, inlinedAt: !614)
!639 = distinct !DILexicalBlock(scope: !636, file: !3, line: 728, column: 39)
!640 = !DILocation(line: 729, column: 37, scope: !639, inlinedAt: !614)
!641 = !DILocation(line: 730, column: 9, scope: !639, inlinedAt: !614)
!642 = !DILocation(line: 730, column: 27, scope: !643, inlinedAt: !614)
!643 = distinct !DILexicalBlock(scope: !636, file: !3, line: 730, column: 20)
!644 = !DILocation(line: 730, column: 20, scope: !636, inlinedAt: !614)
!645 = !DILocation(line: 731, column: 24, scope: !646, inlinedAt: !614)
!646 = distinct !DILexicalBlock(scope: !647, file: !3, line: 731, column: 17)
!647 = distinct !DILexicalBlock(scope: !643, file: !3, line: 730, column: 33)
!648 = !DILocation(line: 731, column: 17, scope: !647, inlinedAt: !614)
!649 = !DILocation(line: 731, column: 36, scope: !646, inlinedAt: !614)
!650 = !DILocation(line: 731, column: 59, scope: !646, inlinedAt: !614)
!651 = !DILocation(line: 732, column: 37, scope: !647, inlinedAt: !614)
!652 = !DILocation(line: 733, column: 9, scope: !647, inlinedAt: !614)
!653 = !DILocation(line: 733, column: 26, scope: !654, inlinedAt: !614)
!654 = distinct !DILexicalBlock(scope: !643, file: !3, line: 733, column: 20)
!655 = !DILocation(line: 733, column: 20, scope: !643, inlinedAt: !614)
!656 = !DILocation(line: 734, column: 39, scope: !657, inlinedAt: !614)
!657 = distinct !DILexicalBlock(scope: !654, file: !3, line: 733, column: 33)
!658 = !DILocation(line: 735, column: 9, scope: !657, inlinedAt: !614)
!659 = !DILocation(line: 736, column: 41, scope: !660, inlinedAt: !614)
!660 = distinct !DILexicalBlock(scope: !654, file: !3, line: 735, column: 16)
!661 = !DILocation(line: 739, column: 21, scope: !662, inlinedAt: !614)
!662 = distinct !DILexicalBlock(scope: !628, file: !3, line: 739, column: 13)
!663 = !DILocation(line: 739, column: 13, scope: !628, inlinedAt: !614)
!664 = !DILocation(line: 0, scope: !628, inlinedAt: !614)
!665 = distinct !{!665, !622, !666, !327}
!666 = !DILocation(line: 746, column: 5, scope: !621, inlinedAt: !614)
!667 = !DILocation(line: 805, column: 32, scope: !591, inlinedAt: !595)
!668 = !DILocation(line: 805, column: 53, scope: !591, inlinedAt: !595)
!669 = !{!260, !264, i64 2936}
!670 = !DILocation(line: 0, scope: !600, inlinedAt: !671)
!671 = distinct !DILocation(line: 805, column: 5, scope: !591, inlinedAt: !595)
!672 = !DILocation(line: 716, column: 27, scope: !600, inlinedAt: !671)
!673 = !DILocation(line: 722, column: 5, scope: !600, inlinedAt: !671)
!674 = !DILocation(line: 722, column: 24, scope: !600, inlinedAt: !671)
!675 = !DILocation(line: 722, column: 28, scope: !600, inlinedAt: !671)
!676 = !DILocation(line: 724, column: 19, scope: !620, inlinedAt: !671)
!677 = !DILocation(line: 724, column: 5, scope: !621, inlinedAt: !671)
!678 = !DILocation(line: 721, column: 17, scope: !624, inlinedAt: !671)
!679 = !DILocation(line: 721, column: 9, scope: !600, inlinedAt: !671)
!680 = !DILocation(line: 716, column: 19, scope: !600, inlinedAt: !671)
!681 = !DILocation(line: 725, column: 44, scope: !628, inlinedAt: !671)
!682 = !DILocation(line: 725, column: 49, scope: !628, inlinedAt: !671)
!683 = !DILocation(line: 725, column: 37, scope: !628, inlinedAt: !671)
!684 = !DILocation(line: 726, column: 13, scope: !632, inlinedAt: !671)
!685 = !DILocation(line: 726, column: 21, scope: !632, inlinedAt: !671)
!686 = !DILocation(line: 726, column: 33, scope: !632, inlinedAt: !671)
!687 = !DILocation(line: 728, column: 26, scope: !636, inlinedAt: !671)
!688 = !DILocation(line: 728, column: 20, scope: !632, inlinedAt: !671)
!689 = !DILocation(line: 729, column: 13, scope: !639, inlinedAt: !671)
!690 = !DILocation(line: 729, column: 37, scope: !639, inlinedAt: !671)
!691 = !DILocation(line: 730, column: 9, scope: !639, inlinedAt: !671)
!692 = !DILocation(line: 730, column: 27, scope: !643, inlinedAt: !671)
!693 = !DILocation(line: 730, column: 20, scope: !636, inlinedAt: !671)
!694 = !DILocation(line: 731, column: 24, scope: !646, inlinedAt: !671)
!695 = !DILocation(line: 731, column: 17, scope: !647, inlinedAt: !671)
!696 = !DILocation(line: 731, column: 36, scope: !646, inlinedAt: !671)
!697 = !DILocation(line: 731, column: 59, scope: !646, inlinedAt: !671)
!698 = !DILocation(line: 732, column: 37, scope: !647, inlinedAt: !671)
!699 = !DILocation(line: 733, column: 9, scope: !647, inlinedAt: !671)
!700 = !DILocation(line: 733, column: 26, scope: !654, inlinedAt: !671)
!701 = !DILocation(line: 733, column: 20, scope: !643, inlinedAt: !671)
!702 = !DILocation(line: 734, column: 39, scope: !657, inlinedAt: !671)
!703 = !DILocation(line: 735, column: 9, scope: !657, inlinedAt: !671)
!704 = !DILocation(line: 736, column: 41, scope: !660, inlinedAt: !671)
!705 = !DILocation(line: 739, column: 21, scope: !662, inlinedAt: !671)
!706 = !DILocation(line: 739, column: 13, scope: !628, inlinedAt: !671)
!707 = !DILocation(line: 0, scope: !628, inlinedAt: !671)
!708 = distinct !{!708, !677, !709, !327}
!709 = !DILocation(line: 746, column: 5, scope: !621, inlinedAt: !671)
!710 = !DILocation(line: 808, column: 38, scope: !591, inlinedAt: !595)
!711 = !DILocation(line: 808, column: 5, scope: !591, inlinedAt: !595)
!712 = !DILocation(line: 818, column: 47, scope: !713, inlinedAt: !595)
!713 = distinct !DILexicalBlock(scope: !714, file: !3, line: 818, column: 13)
!714 = distinct !DILexicalBlock(scope: !715, file: !3, line: 817, column: 69)
!715 = distinct !DILexicalBlock(scope: !716, file: !3, line: 817, column: 5)
!716 = distinct !DILexicalBlock(scope: !591, file: !3, line: 817, column: 5)
!717 = !DILocation(line: 818, column: 51, scope: !713, inlinedAt: !595)
!718 = !DILocation(line: 818, column: 13, scope: !714, inlinedAt: !595)
!719 = !DILocation(line: 817, scope: !716, inlinedAt: !595)
!720 = !DILocation(line: 821, column: 20, scope: !591, inlinedAt: !595)
!721 = !DILocation(line: 821, column: 52, scope: !591, inlinedAt: !595)
!722 = !DILocation(line: 821, column: 8, scope: !591, inlinedAt: !595)
!723 = !DILocation(line: 821, column: 16, scope: !591, inlinedAt: !595)
!724 = !{!260, !265, i64 5912}
!725 = !DILocation(line: 1027, column: 36, scope: !528)
!726 = !DILocation(line: 1027, column: 41, scope: !528)
!727 = !DILocation(line: 1028, column: 27, scope: !528)
!728 = !{!260, !265, i64 5920}
!729 = !DILocation(line: 1028, column: 42, scope: !528)
!730 = !DILocation(line: 1028, column: 47, scope: !528)
!731 = !DILocation(line: 1035, column: 25, scope: !732)
!732 = distinct !DILexicalBlock(scope: !528, file: !3, line: 1035, column: 13)
!733 = !DILocation(line: 1035, column: 37, scope: !732)
!734 = !DILocation(line: 1035, column: 43, scope: !732)
!735 = !{!260, !264, i64 200}
!736 = !DILocation(line: 1035, column: 52, scope: !732)
!737 = !DILocation(line: 1035, column: 13, scope: !528)
!738 = !DILocation(line: 1037, column: 13, scope: !732)
!739 = !DILocation(line: 1041, column: 45, scope: !740)
!740 = distinct !DILexicalBlock(scope: !522, file: !3, line: 1039, column: 12)
!741 = !DILocation(line: 0, scope: !522)
!742 = !DILocation(line: 1047, column: 20, scope: !510)
!743 = !DILocation(line: 1047, column: 24, scope: !510)
!744 = !DILocation(line: 1047, column: 36, scope: !510)
!745 = !DILocation(line: 1056, column: 9, scope: !746)
!746 = distinct !DILexicalBlock(scope: !510, file: !3, line: 1047, column: 56)
!747 = !DILocation(line: 1058, column: 5, scope: !746)
!748 = !DILocation(line: 1058, column: 28, scope: !509)
!749 = !DILocation(line: 0, scope: !509)
!750 = !DILocation(line: 1058, column: 16, scope: !510)
!751 = !DILocation(line: 0, scope: !507)
!752 = !DILocation(line: 1059, column: 9, scope: !513)
!753 = !DILocation(line: 1059, column: 9, scope: !507)
!754 = !DILocation(line: 0, scope: !512)
!755 = !DILocation(line: 1059, column: 9, scope: !512)
!756 = !DILocation(line: 1059, column: 9, scope: !757)
!757 = distinct !DILexicalBlock(scope: !758, file: !3, line: 1059, column: 9)
!758 = distinct !DILexicalBlock(scope: !512, file: !3, line: 1059, column: 9)
!759 = !DILocation(line: 1059, column: 9, scope: !760)
!760 = distinct !DILexicalBlock(scope: !758, file: !3, line: 1059, column: 9)
!761 = !DILocation(line: 1059, column: 9, scope: !762)
!762 = distinct !DILexicalBlock(scope: !513, file: !3, line: 1059, column: 9)
!763 = !DILocation(line: 1060, column: 9, scope: !508)
!764 = !DILocation(line: 1065, column: 5, scope: !508)
!765 = !DILocation(line: 0, scope: !515)
!766 = !DILocation(line: 1066, column: 9, scope: !519)
!767 = !DILocation(line: 1066, column: 9, scope: !515)
!768 = !DILocation(line: 0, scope: !518)
!769 = !DILocation(line: 1066, column: 9, scope: !518)
!770 = !DILocation(line: 1066, column: 9, scope: !771)
!771 = distinct !DILexicalBlock(scope: !772, file: !3, line: 1066, column: 9)
!772 = distinct !DILexicalBlock(scope: !518, file: !3, line: 1066, column: 9)
!773 = !DILocation(line: 1066, column: 9, scope: !774)
!774 = distinct !DILexicalBlock(scope: !772, file: !3, line: 1066, column: 9)
!775 = !DILocation(line: 1066, column: 9, scope: !776)
!776 = distinct !DILexicalBlock(scope: !519, file: !3, line: 1066, column: 9)
!777 = !DILocation(line: 1067, column: 37, scope: !516)
!778 = !DILocation(line: 1067, column: 61, scope: !516)
!779 = !DILocation(line: 1068, column: 36, scope: !516)
!780 = !DILocalVariable(name: "s", arg: 1, scope: !781, file: !3, line: 833, type: !116)
!781 = distinct !DISubprogram(name: "send_all_trees", scope: !3, file: !3, line: 833, type: !782, scopeLine: 834, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !784)
!782 = !DISubroutineType(types: !783)
!783 = !{null, !116, !5, !5, !5}
!784 = !{!780, !785, !786, !787, !788, !789, !791, !794, !796, !799, !801, !804, !809}
!785 = !DILocalVariable(name: "lcodes", arg: 2, scope: !781, file: !3, line: 833, type: !5)
!786 = !DILocalVariable(name: "dcodes", arg: 3, scope: !781, file: !3, line: 833, type: !5)
!787 = !DILocalVariable(name: "blcodes", arg: 4, scope: !781, file: !3, line: 834, type: !5)
!788 = !DILocalVariable(name: "rank", scope: !781, file: !3, line: 835, type: !5)
!789 = !DILocalVariable(name: "len", scope: !790, file: !3, line: 841, type: !5)
!790 = distinct !DILexicalBlock(scope: !781, file: !3, line: 841, column: 5)
!791 = !DILocalVariable(name: "val", scope: !792, file: !3, line: 841, type: !5)
!792 = distinct !DILexicalBlock(scope: !793, file: !3, line: 841, column: 5)
!793 = distinct !DILexicalBlock(scope: !790, file: !3, line: 841, column: 5)
!794 = !DILocalVariable(name: "len", scope: !795, file: !3, line: 842, type: !5)
!795 = distinct !DILexicalBlock(scope: !781, file: !3, line: 842, column: 5)
!796 = !DILocalVariable(name: "val", scope: !797, file: !3, line: 842, type: !5)
!797 = distinct !DILexicalBlock(scope: !798, file: !3, line: 842, column: 5)
!798 = distinct !DILexicalBlock(scope: !795, file: !3, line: 842, column: 5)
!799 = !DILocalVariable(name: "len", scope: !800, file: !3, line: 843, type: !5)
!800 = distinct !DILexicalBlock(scope: !781, file: !3, line: 843, column: 5)
!801 = !DILocalVariable(name: "val", scope: !802, file: !3, line: 843, type: !5)
!802 = distinct !DILexicalBlock(scope: !803, file: !3, line: 843, column: 5)
!803 = distinct !DILexicalBlock(scope: !800, file: !3, line: 843, column: 5)
!804 = !DILocalVariable(name: "len", scope: !805, file: !3, line: 846, type: !5)
!805 = distinct !DILexicalBlock(scope: !806, file: !3, line: 846, column: 9)
!806 = distinct !DILexicalBlock(scope: !807, file: !3, line: 844, column: 44)
!807 = distinct !DILexicalBlock(scope: !808, file: !3, line: 844, column: 5)
!808 = distinct !DILexicalBlock(scope: !781, file: !3, line: 844, column: 5)
!809 = !DILocalVariable(name: "val", scope: !810, file: !3, line: 846, type: !5)
!810 = distinct !DILexicalBlock(scope: !811, file: !3, line: 846, column: 9)
!811 = distinct !DILexicalBlock(scope: !805, file: !3, line: 846, column: 9)
!812 = !DILocation(line: 0, scope: !781, inlinedAt: !813)
!813 = distinct !DILocation(line: 1067, column: 9, scope: !516)
!814 = !DILocation(line: 0, scope: !790, inlinedAt: !813)
!815 = !DILocation(line: 841, column: 5, scope: !793, inlinedAt: !813)
!816 = !DILocation(line: 841, column: 5, scope: !790, inlinedAt: !813)
!817 = !DILocation(line: 0, scope: !792, inlinedAt: !813)
!818 = !DILocation(line: 841, column: 5, scope: !792, inlinedAt: !813)
!819 = !DILocation(line: 841, column: 5, scope: !820, inlinedAt: !813)
!820 = distinct !DILexicalBlock(scope: !821, file: !3, line: 841, column: 5)
!821 = distinct !DILexicalBlock(scope: !792, file: !3, line: 841, column: 5)
!822 = !DILocation(line: 841, column: 5, scope: !823, inlinedAt: !813)
!823 = distinct !DILexicalBlock(scope: !821, file: !3, line: 841, column: 5)
!824 = !DILocation(line: 841, column: 5, scope: !825, inlinedAt: !813)
!825 = distinct !DILexicalBlock(scope: !793, file: !3, line: 841, column: 5)
!826 = !DILocation(line: 0, scope: !795, inlinedAt: !813)
!827 = !DILocation(line: 842, column: 5, scope: !798, inlinedAt: !813)
!828 = !DILocation(line: 842, column: 5, scope: !795, inlinedAt: !813)
!829 = !DILocation(line: 0, scope: !797, inlinedAt: !813)
!830 = !DILocation(line: 842, column: 5, scope: !797, inlinedAt: !813)
!831 = !DILocation(line: 842, column: 5, scope: !832, inlinedAt: !813)
!832 = distinct !DILexicalBlock(scope: !833, file: !3, line: 842, column: 5)
!833 = distinct !DILexicalBlock(scope: !797, file: !3, line: 842, column: 5)
!834 = !DILocation(line: 842, column: 5, scope: !835, inlinedAt: !813)
!835 = distinct !DILexicalBlock(scope: !833, file: !3, line: 842, column: 5)
!836 = !DILocation(line: 842, column: 5, scope: !837, inlinedAt: !813)
!837 = distinct !DILexicalBlock(scope: !798, file: !3, line: 842, column: 5)
!838 = !DILocation(line: 0, scope: !800, inlinedAt: !813)
!839 = !DILocation(line: 843, column: 5, scope: !803, inlinedAt: !813)
!840 = !DILocation(line: 843, column: 5, scope: !800, inlinedAt: !813)
!841 = !DILocation(line: 0, scope: !802, inlinedAt: !813)
!842 = !DILocation(line: 843, column: 5, scope: !802, inlinedAt: !813)
!843 = !DILocation(line: 843, column: 5, scope: !844, inlinedAt: !813)
!844 = distinct !DILexicalBlock(scope: !845, file: !3, line: 843, column: 5)
!845 = distinct !DILexicalBlock(scope: !802, file: !3, line: 843, column: 5)
!846 = !DILocation(line: 843, column: 5, scope: !847, inlinedAt: !813)
!847 = distinct !DILexicalBlock(scope: !845, file: !3, line: 843, column: 5)
!848 = !DILocation(line: 843, column: 5, scope: !849, inlinedAt: !813)
!849 = distinct !DILexicalBlock(scope: !803, file: !3, line: 843, column: 5)
!850 = !DILocation(line: 844, column: 25, scope: !807, inlinedAt: !813)
!851 = !DILocation(line: 844, column: 5, scope: !808, inlinedAt: !813)
!852 = !DILocation(line: 846, column: 9, scope: !811, inlinedAt: !813)
!853 = !DILocation(line: 0, scope: !805, inlinedAt: !813)
!854 = !DILocation(line: 846, column: 9, scope: !805, inlinedAt: !813)
!855 = !DILocation(line: 0, scope: !810, inlinedAt: !813)
!856 = !DILocation(line: 846, column: 9, scope: !857, inlinedAt: !813)
!857 = distinct !DILexicalBlock(scope: !858, file: !3, line: 846, column: 9)
!858 = distinct !DILexicalBlock(scope: !810, file: !3, line: 846, column: 9)
!859 = !DILocation(line: 846, column: 9, scope: !860, inlinedAt: !813)
!860 = distinct !DILexicalBlock(scope: !858, file: !3, line: 846, column: 9)
!861 = !DILocation(line: 846, column: 9, scope: !810, inlinedAt: !813)
!862 = !DILocation(line: 846, column: 9, scope: !863, inlinedAt: !813)
!863 = distinct !DILexicalBlock(scope: !811, file: !3, line: 846, column: 9)
!864 = !DILocation(line: 844, column: 40, scope: !807, inlinedAt: !813)
!865 = distinct !{!865, !851, !866, !327}
!866 = !DILocation(line: 847, column: 5, scope: !808, inlinedAt: !813)
!867 = !DILocation(line: 850, column: 32, scope: !781, inlinedAt: !813)
!868 = !DILocation(line: 850, column: 5, scope: !781, inlinedAt: !813)
!869 = !DILocation(line: 853, column: 32, scope: !781, inlinedAt: !813)
!870 = !DILocation(line: 853, column: 5, scope: !781, inlinedAt: !813)
!871 = !DILocation(line: 1069, column: 9, scope: !516)
!872 = !DILocation(line: 1079, column: 5, scope: !497)
!873 = !DILocation(line: 1081, column: 9, scope: !874)
!874 = distinct !DILexicalBlock(scope: !497, file: !3, line: 1081, column: 9)
!875 = !DILocation(line: 1081, column: 9, scope: !497)
!876 = !DILocation(line: 0, scope: !359, inlinedAt: !877)
!877 = distinct !DILocation(line: 1082, column: 9, scope: !878)
!878 = distinct !DILexicalBlock(scope: !874, file: !3, line: 1081, column: 15)
!879 = !DILocation(line: 182, column: 12, scope: !364, inlinedAt: !877)
!880 = !DILocation(line: 182, column: 21, scope: !364, inlinedAt: !877)
!881 = !DILocation(line: 182, column: 9, scope: !359, inlinedAt: !877)
!882 = !DILocation(line: 183, column: 9, scope: !367, inlinedAt: !877)
!883 = !DILocation(line: 183, column: 9, scope: !371, inlinedAt: !877)
!884 = !DILocation(line: 184, column: 5, scope: !369, inlinedAt: !877)
!885 = !DILocation(line: 184, column: 28, scope: !374, inlinedAt: !877)
!886 = !DILocation(line: 184, column: 16, scope: !364, inlinedAt: !877)
!887 = !DILocation(line: 185, column: 9, scope: !377, inlinedAt: !877)
!888 = !DILocation(line: 186, column: 5, scope: !378, inlinedAt: !877)
!889 = !DILocation(line: 0, scope: !364, inlinedAt: !877)
!890 = !DILocation(line: 187, column: 23, scope: !359, inlinedAt: !877)
!891 = !DILocation(line: 187, column: 32, scope: !359, inlinedAt: !877)
!892 = !DILocation(line: 187, column: 37, scope: !359, inlinedAt: !877)
!893 = !DILocation(line: 187, column: 42, scope: !359, inlinedAt: !877)
!894 = !DILocation(line: 187, column: 8, scope: !359, inlinedAt: !877)
!895 = !DILocation(line: 187, column: 16, scope: !359, inlinedAt: !877)
!896 = !DILocation(line: 188, column: 8, scope: !359, inlinedAt: !877)
!897 = !DILocation(line: 188, column: 15, scope: !359, inlinedAt: !877)
!898 = !DILocation(line: 189, column: 17, scope: !359, inlinedAt: !877)
!899 = !DILocation(line: 1086, column: 5, scope: !878)
!900 = !DILocation(line: 1089, column: 1, scope: !497)
!901 = distinct !DISubprogram(name: "build_tree", scope: !3, file: !3, line: 627, type: !902, scopeLine: 627, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !904)
!902 = !DISubroutineType(types: !903)
!903 = !{null, !116, !15}
!904 = !{!905, !906, !907, !908, !909, !910, !911, !912, !913}
!905 = !DILocalVariable(name: "s", arg: 1, scope: !901, file: !3, line: 627, type: !116)
!906 = !DILocalVariable(name: "desc", arg: 2, scope: !901, file: !3, line: 627, type: !15)
!907 = !DILocalVariable(name: "tree", scope: !901, file: !3, line: 628, type: !21)
!908 = !DILocalVariable(name: "stree", scope: !901, file: !3, line: 629, type: !43)
!909 = !DILocalVariable(name: "elems", scope: !901, file: !3, line: 630, type: !5)
!910 = !DILocalVariable(name: "n", scope: !901, file: !3, line: 631, type: !5)
!911 = !DILocalVariable(name: "m", scope: !901, file: !3, line: 631, type: !5)
!912 = !DILocalVariable(name: "max_code", scope: !901, file: !3, line: 632, type: !5)
!913 = !DILocalVariable(name: "node", scope: !901, file: !3, line: 633, type: !5)
!914 = distinct !DIAssignID()
!915 = !DILocation(line: 0, scope: !901)
!916 = !DILocation(line: 628, column: 35, scope: !901)
!917 = !{!266, !261, i64 0}
!918 = !DILocation(line: 629, column: 35, scope: !901)
!919 = !{!266, !261, i64 16}
!920 = !DILocation(line: 629, column: 46, scope: !901)
!921 = !{!922, !261, i64 0}
!922 = !{!"static_tree_desc_s", !261, i64 0, !261, i64 8, !264, i64 16, !264, i64 20, !264, i64 24}
!923 = !DILocation(line: 630, column: 46, scope: !901)
!924 = !{!922, !264, i64 20}
!925 = !DILocation(line: 639, column: 8, scope: !901)
!926 = !DILocation(line: 639, column: 17, scope: !901)
!927 = !{!260, !264, i64 5300}
!928 = !DILocation(line: 639, column: 25, scope: !901)
!929 = !DILocation(line: 639, column: 34, scope: !901)
!930 = !{!260, !264, i64 5304}
!931 = !DILocation(line: 641, column: 19, scope: !932)
!932 = distinct !DILexicalBlock(scope: !933, file: !3, line: 641, column: 5)
!933 = distinct !DILexicalBlock(scope: !901, file: !3, line: 641, column: 5)
!934 = !DILocation(line: 641, column: 5, scope: !933)
!935 = !DILocation(line: 655, column: 15, scope: !901)
!936 = !DILocation(line: 655, column: 24, scope: !901)
!937 = !DILocation(line: 655, column: 5, scope: !901)
!938 = !DILocation(line: 642, column: 13, scope: !939)
!939 = distinct !DILexicalBlock(scope: !940, file: !3, line: 642, column: 13)
!940 = distinct !DILexicalBlock(scope: !932, file: !3, line: 641, column: 33)
!941 = !DILocation(line: 642, column: 21, scope: !939)
!942 = !DILocation(line: 642, column: 26, scope: !939)
!943 = !DILocation(line: 642, column: 13, scope: !940)
!944 = !DILocation(line: 643, column: 21, scope: !945)
!945 = distinct !DILexicalBlock(scope: !939, file: !3, line: 642, column: 32)
!946 = !DILocation(line: 643, column: 13, scope: !945)
!947 = !DILocation(line: 643, column: 38, scope: !945)
!948 = !{!264, !264, i64 0}
!949 = !DILocation(line: 644, column: 13, scope: !945)
!950 = !DILocation(line: 644, column: 25, scope: !945)
!951 = !DILocation(line: 645, column: 9, scope: !945)
!952 = !DILocation(line: 646, column: 21, scope: !953)
!953 = distinct !DILexicalBlock(scope: !939, file: !3, line: 645, column: 16)
!954 = !DILocation(line: 646, column: 25, scope: !953)
!955 = !DILocation(line: 641, column: 29, scope: !932)
!956 = distinct !{!956, !934, !957, !327}
!957 = !DILocation(line: 648, column: 5, scope: !933)
!958 = !DILocation(line: 656, column: 53, scope: !959)
!959 = distinct !DILexicalBlock(scope: !901, file: !3, line: 655, column: 29)
!960 = !DILocation(line: 656, column: 44, scope: !959)
!961 = !DILocation(line: 656, column: 24, scope: !959)
!962 = !DILocation(line: 656, column: 16, scope: !959)
!963 = !DILocation(line: 656, column: 41, scope: !959)
!964 = !DILocation(line: 657, column: 9, scope: !959)
!965 = !DILocation(line: 657, column: 25, scope: !959)
!966 = !DILocation(line: 658, column: 9, scope: !959)
!967 = !DILocation(line: 658, column: 24, scope: !959)
!968 = !DILocation(line: 659, column: 19, scope: !959)
!969 = !DILocation(line: 659, column: 27, scope: !959)
!970 = !DILocation(line: 659, column: 63, scope: !971)
!971 = distinct !DILexicalBlock(scope: !959, file: !3, line: 659, column: 27)
!972 = !DILocation(line: 659, column: 51, scope: !971)
!973 = !DILocation(line: 659, column: 48, scope: !971)
!974 = !DILocation(line: 659, column: 34, scope: !971)
!975 = distinct !{!975, !937, !976, !327}
!976 = !DILocation(line: 661, column: 5, scope: !901)
!977 = !DILocation(line: 662, column: 11, scope: !901)
!978 = !DILocation(line: 662, column: 20, scope: !901)
!979 = !{!266, !264, i64 8}
!980 = !DILocation(line: 667, column: 5, scope: !981)
!981 = distinct !DILexicalBlock(scope: !901, file: !3, line: 667, column: 5)
!982 = !DILocation(line: 674, column: 9, scope: !983)
!983 = distinct !DILexicalBlock(scope: !984, file: !3, line: 674, column: 9)
!984 = distinct !DILexicalBlock(scope: !901, file: !3, line: 673, column: 8)
!985 = !DILocation(line: 673, column: 5, scope: !901)
!986 = !DILocalVariable(name: "s", arg: 1, scope: !987, file: !3, line: 509, type: !116)
!987 = distinct !DISubprogram(name: "pqdownheap", scope: !3, file: !3, line: 509, type: !601, scopeLine: 509, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !988)
!988 = !{!986, !989, !990, !991, !992}
!989 = !DILocalVariable(name: "tree", arg: 2, scope: !987, file: !3, line: 509, type: !21)
!990 = !DILocalVariable(name: "k", arg: 3, scope: !987, file: !3, line: 509, type: !5)
!991 = !DILocalVariable(name: "v", scope: !987, file: !3, line: 510, type: !5)
!992 = !DILocalVariable(name: "j", scope: !987, file: !3, line: 511, type: !5)
!993 = !DILocation(line: 0, scope: !987, inlinedAt: !994)
!994 = distinct !DILocation(line: 667, column: 42, scope: !995)
!995 = distinct !DILexicalBlock(scope: !981, file: !3, line: 667, column: 5)
!996 = !DILocation(line: 510, column: 13, scope: !987, inlinedAt: !994)
!997 = !DILocation(line: 519, column: 13, scope: !998, inlinedAt: !994)
!998 = distinct !DILexicalBlock(scope: !999, file: !3, line: 519, column: 13)
!999 = distinct !DILexicalBlock(scope: !987, file: !3, line: 512, column: 30)
!1000 = !DILocation(line: 512, column: 20, scope: !987, inlinedAt: !994)
!1001 = !DILocation(line: 512, column: 14, scope: !987, inlinedAt: !994)
!1002 = !DILocation(line: 512, column: 5, scope: !987, inlinedAt: !994)
!1003 = !DILocation(line: 514, column: 15, scope: !1004, inlinedAt: !994)
!1004 = distinct !DILexicalBlock(scope: !999, file: !3, line: 514, column: 13)
!1005 = !DILocation(line: 514, column: 29, scope: !1004, inlinedAt: !994)
!1006 = !DILocation(line: 515, column: 13, scope: !1004, inlinedAt: !994)
!1007 = !DILocation(line: 514, column: 13, scope: !999, inlinedAt: !994)
!1008 = !DILocation(line: 517, column: 9, scope: !1009, inlinedAt: !994)
!1009 = distinct !DILexicalBlock(scope: !1004, file: !3, line: 515, column: 66)
!1010 = !DILocation(line: 519, column: 13, scope: !999, inlinedAt: !994)
!1011 = !DILocation(line: 522, column: 9, scope: !999, inlinedAt: !994)
!1012 = !DILocation(line: 522, column: 20, scope: !999, inlinedAt: !994)
!1013 = distinct !{!1013, !1002, !1014, !327}
!1014 = !DILocation(line: 526, column: 5, scope: !987, inlinedAt: !994)
!1015 = !DILocation(line: 527, column: 5, scope: !987, inlinedAt: !994)
!1016 = !DILocation(line: 527, column: 16, scope: !987, inlinedAt: !994)
!1017 = !DILocation(line: 667, column: 38, scope: !995)
!1018 = !DILocation(line: 667, column: 31, scope: !995)
!1019 = distinct !{!1019, !980, !1020, !327}
!1020 = !DILocation(line: 667, column: 63, scope: !981)
!1021 = !DILocation(line: 0, scope: !987, inlinedAt: !1022)
!1022 = distinct !DILocation(line: 674, column: 9, scope: !983)
!1023 = !DILocation(line: 519, column: 13, scope: !998, inlinedAt: !1022)
!1024 = !DILocation(line: 512, column: 14, scope: !987, inlinedAt: !1022)
!1025 = !DILocation(line: 512, column: 5, scope: !987, inlinedAt: !1022)
!1026 = !DILocation(line: 514, column: 15, scope: !1004, inlinedAt: !1022)
!1027 = !DILocation(line: 514, column: 29, scope: !1004, inlinedAt: !1022)
!1028 = !DILocation(line: 515, column: 13, scope: !1004, inlinedAt: !1022)
!1029 = !DILocation(line: 514, column: 13, scope: !999, inlinedAt: !1022)
!1030 = !DILocation(line: 517, column: 9, scope: !1009, inlinedAt: !1022)
!1031 = !DILocation(line: 519, column: 13, scope: !999, inlinedAt: !1022)
!1032 = !DILocation(line: 522, column: 9, scope: !999, inlinedAt: !1022)
!1033 = !DILocation(line: 522, column: 20, scope: !999, inlinedAt: !1022)
!1034 = !DILocation(line: 512, column: 20, scope: !987, inlinedAt: !1022)
!1035 = distinct !{!1035, !1025, !1036, !327}
!1036 = !DILocation(line: 526, column: 5, scope: !987, inlinedAt: !1022)
!1037 = !DILocation(line: 527, column: 5, scope: !987, inlinedAt: !1022)
!1038 = !DILocation(line: 527, column: 16, scope: !987, inlinedAt: !1022)
!1039 = !DILocation(line: 675, column: 13, scope: !984)
!1040 = !DILocation(line: 677, column: 17, scope: !984)
!1041 = !DILocation(line: 677, column: 9, scope: !984)
!1042 = !DILocation(line: 677, column: 34, scope: !984)
!1043 = !DILocation(line: 678, column: 17, scope: !984)
!1044 = !DILocation(line: 678, column: 9, scope: !984)
!1045 = !DILocation(line: 678, column: 34, scope: !984)
!1046 = !DILocation(line: 681, column: 27, scope: !984)
!1047 = !DILocation(line: 681, column: 35, scope: !984)
!1048 = !DILocation(line: 681, column: 42, scope: !984)
!1049 = !DILocation(line: 681, column: 50, scope: !984)
!1050 = !DILocation(line: 681, column: 40, scope: !984)
!1051 = !DILocation(line: 681, column: 9, scope: !984)
!1052 = !DILocation(line: 681, column: 25, scope: !984)
!1053 = !DILocation(line: 682, column: 33, scope: !984)
!1054 = !DILocation(line: 682, column: 48, scope: !984)
!1055 = !DILocation(line: 683, column: 60, scope: !984)
!1056 = !DILocation(line: 682, column: 9, scope: !984)
!1057 = !DILocation(line: 682, column: 24, scope: !984)
!1058 = !DILocation(line: 684, column: 37, scope: !984)
!1059 = !DILocation(line: 684, column: 31, scope: !984)
!1060 = !DILocation(line: 684, column: 35, scope: !984)
!1061 = !DILocation(line: 684, column: 17, scope: !984)
!1062 = !DILocation(line: 684, column: 21, scope: !984)
!1063 = !DILocation(line: 692, column: 33, scope: !984)
!1064 = !DILocation(line: 692, column: 27, scope: !984)
!1065 = !DILocation(line: 0, scope: !987, inlinedAt: !1066)
!1066 = distinct !DILocation(line: 693, column: 9, scope: !984)
!1067 = !DILocation(line: 512, column: 20, scope: !987, inlinedAt: !1066)
!1068 = !DILocation(line: 512, column: 14, scope: !987, inlinedAt: !1066)
!1069 = !DILocation(line: 512, column: 5, scope: !987, inlinedAt: !1066)
!1070 = !DILocation(line: 514, column: 15, scope: !1004, inlinedAt: !1066)
!1071 = !DILocation(line: 514, column: 29, scope: !1004, inlinedAt: !1066)
!1072 = !DILocation(line: 519, column: 13, scope: !998, inlinedAt: !1066)
!1073 = !DILocation(line: 515, column: 13, scope: !1004, inlinedAt: !1066)
!1074 = !DILocation(line: 514, column: 13, scope: !999, inlinedAt: !1066)
!1075 = !DILocation(line: 517, column: 9, scope: !1009, inlinedAt: !1066)
!1076 = !DILocation(line: 519, column: 13, scope: !999, inlinedAt: !1066)
!1077 = !DILocation(line: 522, column: 9, scope: !999, inlinedAt: !1066)
!1078 = !DILocation(line: 522, column: 20, scope: !999, inlinedAt: !1066)
!1079 = distinct !{!1079, !1069, !1080, !327}
!1080 = !DILocation(line: 526, column: 5, scope: !987, inlinedAt: !1066)
!1081 = !DILocation(line: 527, column: 5, scope: !987, inlinedAt: !1066)
!1082 = !DILocation(line: 527, column: 16, scope: !987, inlinedAt: !1066)
!1083 = !DILocation(line: 695, column: 17, scope: !901)
!1084 = !DILocation(line: 695, column: 26, scope: !901)
!1085 = !DILocation(line: 695, column: 5, scope: !984)
!1086 = distinct !{!1086, !985, !1087, !327}
!1087 = !DILocation(line: 695, column: 30, scope: !901)
!1088 = !DILocation(line: 697, column: 32, scope: !901)
!1089 = !DILocation(line: 697, column: 13, scope: !901)
!1090 = !DILocation(line: 697, column: 5, scope: !901)
!1091 = !DILocation(line: 697, column: 30, scope: !901)
!1092 = !DILocalVariable(name: "s", arg: 1, scope: !1093, file: !3, line: 540, type: !116)
!1093 = distinct !DISubprogram(name: "gen_bitlen", scope: !3, file: !3, line: 540, type: !902, scopeLine: 540, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1094)
!1094 = !{!1092, !1095, !1096, !1097, !1098, !1099, !1100, !1101, !1102, !1103, !1104, !1105, !1106, !1107, !1108}
!1095 = !DILocalVariable(name: "desc", arg: 2, scope: !1093, file: !3, line: 540, type: !15)
!1096 = !DILocalVariable(name: "tree", scope: !1093, file: !3, line: 541, type: !21)
!1097 = !DILocalVariable(name: "max_code", scope: !1093, file: !3, line: 542, type: !5)
!1098 = !DILocalVariable(name: "stree", scope: !1093, file: !3, line: 543, type: !43)
!1099 = !DILocalVariable(name: "extra", scope: !1093, file: !3, line: 544, type: !46)
!1100 = !DILocalVariable(name: "base", scope: !1093, file: !3, line: 545, type: !5)
!1101 = !DILocalVariable(name: "max_length", scope: !1093, file: !3, line: 546, type: !5)
!1102 = !DILocalVariable(name: "h", scope: !1093, file: !3, line: 547, type: !5)
!1103 = !DILocalVariable(name: "n", scope: !1093, file: !3, line: 548, type: !5)
!1104 = !DILocalVariable(name: "m", scope: !1093, file: !3, line: 548, type: !5)
!1105 = !DILocalVariable(name: "bits", scope: !1093, file: !3, line: 549, type: !5)
!1106 = !DILocalVariable(name: "xbits", scope: !1093, file: !3, line: 550, type: !5)
!1107 = !DILocalVariable(name: "f", scope: !1093, file: !3, line: 551, type: !6)
!1108 = !DILocalVariable(name: "overflow", scope: !1093, file: !3, line: 552, type: !5)
!1109 = !DILocation(line: 0, scope: !1093, inlinedAt: !1110)
!1110 = distinct !DILocation(line: 702, column: 5, scope: !901)
!1111 = !DILocation(line: 541, column: 34, scope: !1093, inlinedAt: !1110)
!1112 = !DILocation(line: 542, column: 34, scope: !1093, inlinedAt: !1110)
!1113 = !DILocation(line: 543, column: 34, scope: !1093, inlinedAt: !1110)
!1114 = !DILocation(line: 543, column: 45, scope: !1093, inlinedAt: !1110)
!1115 = !DILocation(line: 544, column: 45, scope: !1093, inlinedAt: !1110)
!1116 = !{!922, !261, i64 8}
!1117 = !DILocation(line: 545, column: 45, scope: !1093, inlinedAt: !1110)
!1118 = !{!922, !264, i64 16}
!1119 = !DILocation(line: 546, column: 45, scope: !1093, inlinedAt: !1110)
!1120 = !{!922, !264, i64 24}
!1121 = !DILocation(line: 554, column: 64, scope: !1122, inlinedAt: !1110)
!1122 = distinct !DILexicalBlock(scope: !1123, file: !3, line: 554, column: 5)
!1123 = distinct !DILexicalBlock(scope: !1093, file: !3, line: 554, column: 5)
!1124 = !{!267, !267, i64 0}
!1125 = !DILocation(line: 559, column: 21, scope: !1093, inlinedAt: !1110)
!1126 = !DILocation(line: 559, column: 10, scope: !1093, inlinedAt: !1110)
!1127 = !DILocation(line: 559, column: 5, scope: !1093, inlinedAt: !1110)
!1128 = !DILocation(line: 559, column: 32, scope: !1093, inlinedAt: !1110)
!1129 = !DILocation(line: 559, column: 36, scope: !1093, inlinedAt: !1110)
!1130 = !DILocation(line: 561, column: 17, scope: !1131, inlinedAt: !1110)
!1131 = distinct !DILexicalBlock(scope: !1093, file: !3, line: 561, column: 5)
!1132 = !DILocation(line: 561, column: 33, scope: !1133, inlinedAt: !1110)
!1133 = distinct !DILexicalBlock(scope: !1131, file: !3, line: 561, column: 5)
!1134 = !DILocation(line: 561, column: 5, scope: !1131, inlinedAt: !1110)
!1135 = !DILocation(line: 562, column: 13, scope: !1136, inlinedAt: !1110)
!1136 = distinct !DILexicalBlock(scope: !1133, file: !3, line: 561, column: 51)
!1137 = !DILocation(line: 563, column: 21, scope: !1136, inlinedAt: !1110)
!1138 = !DILocation(line: 563, column: 29, scope: !1136, inlinedAt: !1110)
!1139 = !DILocation(line: 563, column: 16, scope: !1136, inlinedAt: !1110)
!1140 = !DILocation(line: 563, column: 34, scope: !1136, inlinedAt: !1110)
!1141 = !DILocation(line: 563, column: 38, scope: !1136, inlinedAt: !1110)
!1142 = !DILocation(line: 564, column: 18, scope: !1143, inlinedAt: !1110)
!1143 = distinct !DILexicalBlock(scope: !1136, file: !3, line: 564, column: 13)
!1144 = !DILocation(line: 564, column: 13, scope: !1136, inlinedAt: !1110)
!1145 = !DILocation(line: 565, column: 23, scope: !1136, inlinedAt: !1110)
!1146 = !DILocation(line: 565, column: 21, scope: !1136, inlinedAt: !1110)
!1147 = !DILocation(line: 568, column: 15, scope: !1148, inlinedAt: !1110)
!1148 = distinct !DILexicalBlock(scope: !1136, file: !3, line: 568, column: 13)
!1149 = !DILocation(line: 568, column: 13, scope: !1136, inlinedAt: !1110)
!1150 = !DILocation(line: 570, column: 9, scope: !1136, inlinedAt: !1110)
!1151 = !DILocation(line: 570, column: 26, scope: !1136, inlinedAt: !1110)
!1152 = !DILocation(line: 572, column: 15, scope: !1153, inlinedAt: !1110)
!1153 = distinct !DILexicalBlock(scope: !1136, file: !3, line: 572, column: 13)
!1154 = !DILocation(line: 572, column: 13, scope: !1136, inlinedAt: !1110)
!1155 = !DILocation(line: 572, column: 40, scope: !1153, inlinedAt: !1110)
!1156 = !DILocation(line: 572, column: 32, scope: !1153, inlinedAt: !1110)
!1157 = !DILocation(line: 572, column: 24, scope: !1153, inlinedAt: !1110)
!1158 = !DILocation(line: 0, scope: !1136, inlinedAt: !1110)
!1159 = !DILocation(line: 573, column: 21, scope: !1136, inlinedAt: !1110)
!1160 = !DILocation(line: 574, column: 23, scope: !1136, inlinedAt: !1110)
!1161 = !DILocation(line: 574, column: 48, scope: !1136, inlinedAt: !1110)
!1162 = !DILocation(line: 574, column: 32, scope: !1136, inlinedAt: !1110)
!1163 = !DILocation(line: 574, column: 30, scope: !1136, inlinedAt: !1110)
!1164 = !DILocation(line: 574, column: 20, scope: !1136, inlinedAt: !1110)
!1165 = !DILocation(line: 575, column: 13, scope: !1136, inlinedAt: !1110)
!1166 = !DILocation(line: 575, column: 66, scope: !1167, inlinedAt: !1110)
!1167 = distinct !DILexicalBlock(scope: !1136, file: !3, line: 575, column: 13)
!1168 = !DILocation(line: 575, column: 57, scope: !1167, inlinedAt: !1110)
!1169 = !DILocation(line: 575, column: 70, scope: !1167, inlinedAt: !1110)
!1170 = !DILocation(line: 575, column: 46, scope: !1167, inlinedAt: !1110)
!1171 = !DILocation(line: 575, column: 44, scope: !1167, inlinedAt: !1110)
!1172 = !DILocation(line: 575, column: 34, scope: !1167, inlinedAt: !1110)
!1173 = !DILocation(line: 575, column: 20, scope: !1167, inlinedAt: !1110)
!1174 = !DILocation(line: 561, scope: !1131, inlinedAt: !1110)
!1175 = distinct !{!1175, !1134, !1176, !327}
!1176 = !DILocation(line: 576, column: 5, scope: !1131, inlinedAt: !1110)
!1177 = !DILocation(line: 577, column: 18, scope: !1178, inlinedAt: !1110)
!1178 = distinct !DILexicalBlock(scope: !1093, file: !3, line: 577, column: 9)
!1179 = !DILocation(line: 577, column: 9, scope: !1093, inlinedAt: !1110)
!1180 = !DILocation(line: 583, column: 5, scope: !1093, inlinedAt: !1110)
!1181 = !DILocation(line: 585, column: 9, scope: !1182, inlinedAt: !1110)
!1182 = distinct !DILexicalBlock(scope: !1093, file: !3, line: 583, column: 8)
!1183 = !DILocation(line: 0, scope: !1182, inlinedAt: !1110)
!1184 = !DILocation(line: 585, column: 16, scope: !1182, inlinedAt: !1110)
!1185 = !DILocation(line: 585, column: 34, scope: !1182, inlinedAt: !1110)
!1186 = distinct !{!1186, !1181, !1187, !327}
!1187 = !DILocation(line: 585, column: 44, scope: !1182, inlinedAt: !1110)
!1188 = !DILocation(line: 586, column: 26, scope: !1182, inlinedAt: !1110)
!1189 = !DILocation(line: 587, column: 9, scope: !1182, inlinedAt: !1110)
!1190 = !DILocation(line: 587, column: 31, scope: !1182, inlinedAt: !1110)
!1191 = !DILocation(line: 588, column: 32, scope: !1182, inlinedAt: !1110)
!1192 = !DILocation(line: 592, column: 18, scope: !1182, inlinedAt: !1110)
!1193 = !DILocation(line: 593, column: 23, scope: !1093, inlinedAt: !1110)
!1194 = !DILocation(line: 593, column: 5, scope: !1182, inlinedAt: !1110)
!1195 = distinct !{!1195, !1180, !1196, !327}
!1196 = !DILocation(line: 593, column: 26, scope: !1093, inlinedAt: !1110)
!1197 = !DILocation(line: 600, column: 34, scope: !1198, inlinedAt: !1110)
!1198 = distinct !DILexicalBlock(scope: !1199, file: !3, line: 600, column: 5)
!1199 = distinct !DILexicalBlock(scope: !1093, file: !3, line: 600, column: 5)
!1200 = !DILocation(line: 600, column: 5, scope: !1199, inlinedAt: !1110)
!1201 = !DILocation(line: 601, column: 13, scope: !1202, inlinedAt: !1110)
!1202 = distinct !DILexicalBlock(scope: !1198, file: !3, line: 600, column: 48)
!1203 = !DILocation(line: 602, column: 9, scope: !1202, inlinedAt: !1110)
!1204 = !DILocation(line: 603, column: 25, scope: !1205, inlinedAt: !1110)
!1205 = distinct !DILexicalBlock(scope: !1202, file: !3, line: 602, column: 24)
!1206 = !DILocation(line: 603, column: 17, scope: !1205, inlinedAt: !1110)
!1207 = !DILocation(line: 604, column: 19, scope: !1208, inlinedAt: !1110)
!1208 = distinct !DILexicalBlock(scope: !1205, file: !3, line: 604, column: 17)
!1209 = !DILocation(line: 604, column: 17, scope: !1205, inlinedAt: !1110)
!1210 = distinct !{!1210, !1203, !1211, !327}
!1211 = !DILocation(line: 611, column: 9, scope: !1202, inlinedAt: !1110)
!1212 = !DILocation(line: 605, column: 28, scope: !1213, inlinedAt: !1110)
!1213 = distinct !DILexicalBlock(scope: !1205, file: !3, line: 605, column: 17)
!1214 = !DILocation(line: 605, column: 36, scope: !1213, inlinedAt: !1110)
!1215 = !DILocation(line: 605, column: 40, scope: !1213, inlinedAt: !1110)
!1216 = !DILocation(line: 605, column: 17, scope: !1205, inlinedAt: !1110)
!1217 = !DILocation(line: 607, column: 42, scope: !1218, inlinedAt: !1110)
!1218 = distinct !DILexicalBlock(scope: !1213, file: !3, line: 605, column: 60)
!1219 = !DILocation(line: 607, column: 67, scope: !1218, inlinedAt: !1110)
!1220 = !DILocation(line: 607, column: 59, scope: !1218, inlinedAt: !1110)
!1221 = !DILocation(line: 607, column: 57, scope: !1218, inlinedAt: !1110)
!1222 = !DILocation(line: 607, column: 28, scope: !1218, inlinedAt: !1110)
!1223 = !DILocation(line: 608, column: 29, scope: !1218, inlinedAt: !1110)
!1224 = !DILocation(line: 609, column: 13, scope: !1218, inlinedAt: !1110)
!1225 = !DILocation(line: 610, column: 14, scope: !1205, inlinedAt: !1110)
!1226 = distinct !{!1226, !1203, !1211, !327}
!1227 = !DILocation(line: 600, column: 44, scope: !1198, inlinedAt: !1110)
!1228 = distinct !{!1228, !1200, !1229, !327}
!1229 = !DILocation(line: 612, column: 5, scope: !1199, inlinedAt: !1110)
!1230 = !DILocalVariable(name: "next_code", scope: !1231, file: !3, line: 204, type: !229)
!1231 = distinct !DISubprogram(name: "gen_codes", scope: !3, file: !3, line: 203, type: !1232, scopeLine: 203, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1236)
!1232 = !DISubroutineType(types: !1233)
!1233 = !{null, !21, !5, !1234}
!1234 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1235, size: 64)
!1235 = !DIDerivedType(tag: DW_TAG_typedef, name: "ushf", file: !7, line: 46, baseType: !6)
!1236 = !{!1237, !1238, !1239, !1230, !1240, !1241, !1242, !1243}
!1237 = !DILocalVariable(name: "tree", arg: 1, scope: !1231, file: !3, line: 203, type: !21)
!1238 = !DILocalVariable(name: "max_code", arg: 2, scope: !1231, file: !3, line: 203, type: !5)
!1239 = !DILocalVariable(name: "bl_count", arg: 3, scope: !1231, file: !3, line: 203, type: !1234)
!1240 = !DILocalVariable(name: "code", scope: !1231, file: !3, line: 205, type: !56)
!1241 = !DILocalVariable(name: "bits", scope: !1231, file: !3, line: 206, type: !5)
!1242 = !DILocalVariable(name: "n", scope: !1231, file: !3, line: 207, type: !5)
!1243 = !DILocalVariable(name: "len", scope: !1244, file: !3, line: 224, type: !5)
!1244 = distinct !DILexicalBlock(scope: !1245, file: !3, line: 223, column: 38)
!1245 = distinct !DILexicalBlock(scope: !1246, file: !3, line: 223, column: 5)
!1246 = distinct !DILexicalBlock(scope: !1231, file: !3, line: 223, column: 5)
!1247 = !DILocation(line: 0, scope: !1231, inlinedAt: !1248)
!1248 = distinct !DILocation(line: 705, column: 5, scope: !901)
!1249 = !DILocation(line: 204, column: 5, scope: !1231, inlinedAt: !1248)
!1250 = !DILocation(line: 213, column: 24, scope: !1251, inlinedAt: !1248)
!1251 = distinct !DILexicalBlock(scope: !1252, file: !3, line: 212, column: 46)
!1252 = distinct !DILexicalBlock(scope: !1253, file: !3, line: 212, column: 5)
!1253 = distinct !DILexicalBlock(scope: !1231, file: !3, line: 212, column: 5)
!1254 = !DILocation(line: 213, column: 44, scope: !1251, inlinedAt: !1248)
!1255 = !DILocation(line: 214, column: 9, scope: !1251, inlinedAt: !1248)
!1256 = !DILocation(line: 214, column: 25, scope: !1251, inlinedAt: !1248)
!1257 = !DILocation(line: 213, column: 22, scope: !1251, inlinedAt: !1248)
!1258 = !DILocation(line: 223, column: 20, scope: !1245, inlinedAt: !1248)
!1259 = !DILocation(line: 223, column: 5, scope: !1246, inlinedAt: !1248)
!1260 = !DILocation(line: 224, column: 19, scope: !1244, inlinedAt: !1248)
!1261 = !DILocation(line: 224, column: 27, scope: !1244, inlinedAt: !1248)
!1262 = !DILocation(line: 0, scope: !1244, inlinedAt: !1248)
!1263 = !DILocation(line: 225, column: 17, scope: !1264, inlinedAt: !1248)
!1264 = distinct !DILexicalBlock(scope: !1244, file: !3, line: 225, column: 13)
!1265 = !DILocation(line: 225, column: 13, scope: !1244, inlinedAt: !1248)
!1266 = !DILocation(line: 227, column: 40, scope: !1244, inlinedAt: !1248)
!1267 = !DILocation(line: 227, column: 54, scope: !1244, inlinedAt: !1248)
!1268 = !DILocalVariable(name: "code", arg: 1, scope: !1269, file: !3, line: 154, type: !56)
!1269 = distinct !DISubprogram(name: "bi_reverse", scope: !3, file: !3, line: 154, type: !1270, scopeLine: 154, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1272)
!1270 = !DISubroutineType(types: !1271)
!1271 = !{!56, !56, !5}
!1272 = !{!1268, !1273, !1274}
!1273 = !DILocalVariable(name: "len", arg: 2, scope: !1269, file: !3, line: 154, type: !5)
!1274 = !DILocalVariable(name: "res", scope: !1269, file: !3, line: 155, type: !56)
!1275 = !DILocation(line: 0, scope: !1269, inlinedAt: !1276)
!1276 = distinct !DILocation(line: 227, column: 29, scope: !1244, inlinedAt: !1248)
!1277 = !DILocation(line: 156, column: 5, scope: !1269, inlinedAt: !1276)
!1278 = !DILocation(line: 157, column: 21, scope: !1279, inlinedAt: !1276)
!1279 = distinct !DILexicalBlock(scope: !1269, file: !3, line: 156, column: 8)
!1280 = !DILocation(line: 157, column: 13, scope: !1279, inlinedAt: !1276)
!1281 = !DILocation(line: 158, column: 25, scope: !1279, inlinedAt: !1276)
!1282 = !DILocation(line: 158, column: 14, scope: !1279, inlinedAt: !1276)
!1283 = !DILocation(line: 159, column: 5, scope: !1279, inlinedAt: !1276)
!1284 = distinct !{!1284, !1277, !1285, !327}
!1285 = !DILocation(line: 159, column: 23, scope: !1269, inlinedAt: !1276)
!1286 = distinct !{!1286, !1287}
!1287 = !{!"llvm.loop.unroll.disable"}
!1288 = !DILocation(line: 227, column: 22, scope: !1244, inlinedAt: !1248)
!1289 = !DILocation(line: 231, column: 5, scope: !1245, inlinedAt: !1248)
!1290 = !DILocation(line: 223, column: 34, scope: !1245, inlinedAt: !1248)
!1291 = distinct !{!1291, !1259, !1292, !327}
!1292 = !DILocation(line: 231, column: 5, scope: !1246, inlinedAt: !1248)
!1293 = !DILocation(line: 232, column: 1, scope: !1231, inlinedAt: !1248)
!1294 = !DILocation(line: 706, column: 1, scope: !901)
!1295 = distinct !DISubprogram(name: "compress_block", scope: !3, file: !3, line: 900, type: !1296, scopeLine: 901, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1298)
!1296 = !DISubroutineType(types: !1297)
!1297 = !{null, !116, !43, !43}
!1298 = !{!1299, !1300, !1301, !1302, !1303, !1304, !1305, !1306, !1307, !1313, !1316, !1319, !1322, !1326, !1329, !1331, !1334, !1338, !1341, !1343}
!1299 = !DILocalVariable(name: "s", arg: 1, scope: !1295, file: !3, line: 900, type: !116)
!1300 = !DILocalVariable(name: "ltree", arg: 2, scope: !1295, file: !3, line: 900, type: !43)
!1301 = !DILocalVariable(name: "dtree", arg: 3, scope: !1295, file: !3, line: 901, type: !43)
!1302 = !DILocalVariable(name: "dist", scope: !1295, file: !3, line: 902, type: !56)
!1303 = !DILocalVariable(name: "lc", scope: !1295, file: !3, line: 903, type: !5)
!1304 = !DILocalVariable(name: "sx", scope: !1295, file: !3, line: 904, type: !56)
!1305 = !DILocalVariable(name: "code", scope: !1295, file: !3, line: 905, type: !56)
!1306 = !DILocalVariable(name: "extra", scope: !1295, file: !3, line: 906, type: !5)
!1307 = !DILocalVariable(name: "len", scope: !1308, file: !3, line: 918, type: !5)
!1308 = distinct !DILexicalBlock(scope: !1309, file: !3, line: 918, column: 13)
!1309 = distinct !DILexicalBlock(scope: !1310, file: !3, line: 917, column: 24)
!1310 = distinct !DILexicalBlock(scope: !1311, file: !3, line: 917, column: 13)
!1311 = distinct !DILexicalBlock(scope: !1312, file: !3, line: 908, column: 30)
!1312 = distinct !DILexicalBlock(scope: !1295, file: !3, line: 908, column: 9)
!1313 = !DILocalVariable(name: "val", scope: !1314, file: !3, line: 918, type: !5)
!1314 = distinct !DILexicalBlock(scope: !1315, file: !3, line: 918, column: 13)
!1315 = distinct !DILexicalBlock(scope: !1308, file: !3, line: 918, column: 13)
!1316 = !DILocalVariable(name: "len", scope: !1317, file: !3, line: 923, type: !5)
!1317 = distinct !DILexicalBlock(scope: !1318, file: !3, line: 923, column: 13)
!1318 = distinct !DILexicalBlock(scope: !1310, file: !3, line: 920, column: 16)
!1319 = !DILocalVariable(name: "val", scope: !1320, file: !3, line: 923, type: !5)
!1320 = distinct !DILexicalBlock(scope: !1321, file: !3, line: 923, column: 13)
!1321 = distinct !DILexicalBlock(scope: !1317, file: !3, line: 923, column: 13)
!1322 = !DILocalVariable(name: "len", scope: !1323, file: !3, line: 927, type: !5)
!1323 = distinct !DILexicalBlock(scope: !1324, file: !3, line: 927, column: 17)
!1324 = distinct !DILexicalBlock(scope: !1325, file: !3, line: 925, column: 29)
!1325 = distinct !DILexicalBlock(scope: !1318, file: !3, line: 925, column: 17)
!1326 = !DILocalVariable(name: "val", scope: !1327, file: !3, line: 927, type: !5)
!1327 = distinct !DILexicalBlock(scope: !1328, file: !3, line: 927, column: 17)
!1328 = distinct !DILexicalBlock(scope: !1323, file: !3, line: 927, column: 17)
!1329 = !DILocalVariable(name: "len", scope: !1330, file: !3, line: 933, type: !5)
!1330 = distinct !DILexicalBlock(scope: !1318, file: !3, line: 933, column: 13)
!1331 = !DILocalVariable(name: "val", scope: !1332, file: !3, line: 933, type: !5)
!1332 = distinct !DILexicalBlock(scope: !1333, file: !3, line: 933, column: 13)
!1333 = distinct !DILexicalBlock(scope: !1330, file: !3, line: 933, column: 13)
!1334 = !DILocalVariable(name: "len", scope: !1335, file: !3, line: 937, type: !5)
!1335 = distinct !DILexicalBlock(scope: !1336, file: !3, line: 937, column: 17)
!1336 = distinct !DILexicalBlock(scope: !1337, file: !3, line: 935, column: 29)
!1337 = distinct !DILexicalBlock(scope: !1318, file: !3, line: 935, column: 17)
!1338 = !DILocalVariable(name: "val", scope: !1339, file: !3, line: 937, type: !5)
!1339 = distinct !DILexicalBlock(scope: !1340, file: !3, line: 937, column: 17)
!1340 = distinct !DILexicalBlock(scope: !1335, file: !3, line: 937, column: 17)
!1341 = !DILocalVariable(name: "len", scope: !1342, file: !3, line: 950, type: !5)
!1342 = distinct !DILexicalBlock(scope: !1295, file: !3, line: 950, column: 5)
!1343 = !DILocalVariable(name: "val", scope: !1344, file: !3, line: 950, type: !5)
!1344 = distinct !DILexicalBlock(scope: !1345, file: !3, line: 950, column: 5)
!1345 = distinct !DILexicalBlock(scope: !1342, file: !3, line: 950, column: 5)
!1346 = !DILocation(line: 0, scope: !1295)
!1347 = !DILocation(line: 908, column: 12, scope: !1312)
!1348 = !DILocation(line: 908, column: 21, scope: !1312)
!1349 = !DILocation(line: 908, column: 9, scope: !1295)
!1350 = !DILocation(line: 950, column: 5, scope: !1345)
!1351 = !DILocation(line: 908, column: 27, scope: !1312)
!1352 = !DILocation(line: 913, column: 19, scope: !1311)
!1353 = !{!260, !261, i64 5888}
!1354 = !DILocation(line: 913, column: 29, scope: !1311)
!1355 = !DILocation(line: 913, column: 16, scope: !1311)
!1356 = !DILocation(line: 914, column: 41, scope: !1311)
!1357 = !DILocation(line: 914, column: 28, scope: !1311)
!1358 = !DILocation(line: 914, column: 53, scope: !1311)
!1359 = !DILocation(line: 914, column: 14, scope: !1311)
!1360 = !DILocation(line: 915, column: 27, scope: !1311)
!1361 = !DILocation(line: 915, column: 14, scope: !1311)
!1362 = !DILocation(line: 917, column: 18, scope: !1310)
!1363 = !DILocation(line: 0, scope: !1310)
!1364 = !DILocation(line: 917, column: 13, scope: !1311)
!1365 = !DILocation(line: 918, column: 13, scope: !1308)
!1366 = !DILocation(line: 0, scope: !1308)
!1367 = !DILocation(line: 918, column: 13, scope: !1315)
!1368 = !DILocation(line: 0, scope: !1314)
!1369 = !DILocation(line: 918, column: 13, scope: !1370)
!1370 = distinct !DILexicalBlock(scope: !1371, file: !3, line: 918, column: 13)
!1371 = distinct !DILexicalBlock(scope: !1314, file: !3, line: 918, column: 13)
!1372 = !DILocation(line: 918, column: 13, scope: !1373)
!1373 = distinct !DILexicalBlock(scope: !1371, file: !3, line: 918, column: 13)
!1374 = !DILocation(line: 918, column: 13, scope: !1314)
!1375 = !DILocation(line: 918, column: 13, scope: !1376)
!1376 = distinct !DILexicalBlock(scope: !1315, file: !3, line: 918, column: 13)
!1377 = !DILocation(line: 922, column: 20, scope: !1318)
!1378 = !DILocation(line: 923, column: 13, scope: !1317)
!1379 = !DILocation(line: 0, scope: !1317)
!1380 = !DILocation(line: 923, column: 13, scope: !1321)
!1381 = !DILocation(line: 0, scope: !1320)
!1382 = !DILocation(line: 923, column: 13, scope: !1383)
!1383 = distinct !DILexicalBlock(scope: !1384, file: !3, line: 923, column: 13)
!1384 = distinct !DILexicalBlock(scope: !1320, file: !3, line: 923, column: 13)
!1385 = !DILocation(line: 923, column: 13, scope: !1386)
!1386 = distinct !DILexicalBlock(scope: !1384, file: !3, line: 923, column: 13)
!1387 = !DILocation(line: 923, column: 13, scope: !1320)
!1388 = !DILocation(line: 923, column: 13, scope: !1389)
!1389 = distinct !DILexicalBlock(scope: !1321, file: !3, line: 923, column: 13)
!1390 = !DILocation(line: 924, column: 21, scope: !1318)
!1391 = !DILocation(line: 925, column: 23, scope: !1325)
!1392 = !DILocation(line: 925, column: 17, scope: !1318)
!1393 = !DILocation(line: 926, column: 23, scope: !1324)
!1394 = !DILocation(line: 926, column: 20, scope: !1324)
!1395 = !DILocation(line: 0, scope: !1323)
!1396 = !DILocation(line: 927, column: 17, scope: !1328)
!1397 = !DILocation(line: 927, column: 17, scope: !1323)
!1398 = !DILocation(line: 0, scope: !1327)
!1399 = !DILocation(line: 927, column: 17, scope: !1327)
!1400 = !DILocation(line: 927, column: 17, scope: !1401)
!1401 = distinct !DILexicalBlock(scope: !1402, file: !3, line: 927, column: 17)
!1402 = distinct !DILexicalBlock(scope: !1327, file: !3, line: 927, column: 17)
!1403 = !DILocation(line: 927, column: 17, scope: !1404)
!1404 = distinct !DILexicalBlock(scope: !1402, file: !3, line: 927, column: 17)
!1405 = !DILocation(line: 927, column: 17, scope: !1406)
!1406 = distinct !DILexicalBlock(scope: !1328, file: !3, line: 927, column: 17)
!1407 = !DILocation(line: 928, column: 13, scope: !1324)
!1408 = !DILocation(line: 933, column: 13, scope: !1333)
!1409 = !DILocation(line: 929, column: 17, scope: !1318)
!1410 = !DILocation(line: 930, column: 20, scope: !1318)
!1411 = !DILocation(line: 933, column: 13, scope: !1330)
!1412 = !DILocation(line: 0, scope: !1330)
!1413 = !DILocation(line: 0, scope: !1332)
!1414 = !DILocation(line: 933, column: 13, scope: !1415)
!1415 = distinct !DILexicalBlock(scope: !1416, file: !3, line: 933, column: 13)
!1416 = distinct !DILexicalBlock(scope: !1332, file: !3, line: 933, column: 13)
!1417 = !DILocation(line: 933, column: 13, scope: !1418)
!1418 = distinct !DILexicalBlock(scope: !1416, file: !3, line: 933, column: 13)
!1419 = !DILocation(line: 933, column: 13, scope: !1332)
!1420 = !DILocation(line: 933, column: 13, scope: !1421)
!1421 = distinct !DILexicalBlock(scope: !1333, file: !3, line: 933, column: 13)
!1422 = !DILocation(line: 934, column: 21, scope: !1318)
!1423 = !DILocation(line: 935, column: 23, scope: !1337)
!1424 = !DILocation(line: 935, column: 17, scope: !1318)
!1425 = !DILocation(line: 936, column: 35, scope: !1336)
!1426 = !DILocation(line: 936, column: 22, scope: !1336)
!1427 = !DILocation(line: 0, scope: !1335)
!1428 = !DILocation(line: 937, column: 17, scope: !1340)
!1429 = !DILocation(line: 937, column: 17, scope: !1335)
!1430 = !DILocation(line: 0, scope: !1339)
!1431 = !DILocation(line: 937, column: 17, scope: !1339)
!1432 = !DILocation(line: 937, column: 17, scope: !1433)
!1433 = distinct !DILexicalBlock(scope: !1434, file: !3, line: 937, column: 17)
!1434 = distinct !DILexicalBlock(scope: !1339, file: !3, line: 937, column: 17)
!1435 = !DILocation(line: 937, column: 17, scope: !1436)
!1436 = distinct !DILexicalBlock(scope: !1434, file: !3, line: 937, column: 17)
!1437 = !DILocation(line: 937, column: 17, scope: !1438)
!1438 = distinct !DILexicalBlock(scope: !1340, file: !3, line: 937, column: 17)
!1439 = !DILocation(line: 948, column: 22, scope: !1312)
!1440 = !DILocation(line: 948, column: 17, scope: !1312)
!1441 = !DILocation(line: 948, column: 5, scope: !1311)
!1442 = distinct !{!1442, !1351, !1443, !327}
!1443 = !DILocation(line: 948, column: 30, scope: !1312)
!1444 = !DILocation(line: 950, column: 5, scope: !1342)
!1445 = !DILocation(line: 0, scope: !1342)
!1446 = !DILocation(line: 0, scope: !1344)
!1447 = !DILocation(line: 950, column: 5, scope: !1448)
!1448 = distinct !DILexicalBlock(scope: !1449, file: !3, line: 950, column: 5)
!1449 = distinct !DILexicalBlock(scope: !1344, file: !3, line: 950, column: 5)
!1450 = !DILocation(line: 950, column: 5, scope: !1451)
!1451 = distinct !DILexicalBlock(scope: !1449, file: !3, line: 950, column: 5)
!1452 = !DILocation(line: 950, column: 5, scope: !1344)
!1453 = !DILocation(line: 950, column: 5, scope: !1454)
!1454 = distinct !DILexicalBlock(scope: !1345, file: !3, line: 950, column: 5)
!1455 = !DILocation(line: 951, column: 1, scope: !1295)
!1456 = distinct !DISubprogram(name: "_tr_tally", scope: !3, file: !3, line: 1095, type: !1457, scopeLine: 1095, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1459)
!1457 = !DISubroutineType(types: !1458)
!1458 = !{!5, !116, !56, !56}
!1459 = !{!1460, !1461, !1462}
!1460 = !DILocalVariable(name: "s", arg: 1, scope: !1456, file: !3, line: 1095, type: !116)
!1461 = !DILocalVariable(name: "dist", arg: 2, scope: !1456, file: !3, line: 1095, type: !56)
!1462 = !DILocalVariable(name: "lc", arg: 3, scope: !1456, file: !3, line: 1095, type: !56)
!1463 = !DILocation(line: 0, scope: !1456)
!1464 = !DILocation(line: 1100, column: 33, scope: !1456)
!1465 = !DILocation(line: 1100, column: 8, scope: !1456)
!1466 = !DILocation(line: 1100, column: 19, scope: !1456)
!1467 = !DILocation(line: 1100, column: 27, scope: !1456)
!1468 = !DILocation(line: 1100, column: 5, scope: !1456)
!1469 = !DILocation(line: 1100, column: 31, scope: !1456)
!1470 = !DILocation(line: 1101, column: 44, scope: !1456)
!1471 = !DILocation(line: 1101, column: 33, scope: !1456)
!1472 = !DILocation(line: 1101, column: 8, scope: !1456)
!1473 = !DILocation(line: 1101, column: 27, scope: !1456)
!1474 = !DILocation(line: 1101, column: 5, scope: !1456)
!1475 = !DILocation(line: 1101, column: 31, scope: !1456)
!1476 = !DILocation(line: 1102, column: 33, scope: !1456)
!1477 = !DILocation(line: 1102, column: 8, scope: !1456)
!1478 = !DILocation(line: 1102, column: 27, scope: !1456)
!1479 = !DILocation(line: 1102, column: 5, scope: !1456)
!1480 = !DILocation(line: 1102, column: 31, scope: !1456)
!1481 = !DILocation(line: 1104, column: 14, scope: !1482)
!1482 = distinct !DILexicalBlock(scope: !1456, file: !3, line: 1104, column: 9)
!1483 = !DILocation(line: 1104, column: 9, scope: !1456)
!1484 = !DILocation(line: 1106, column: 12, scope: !1485)
!1485 = distinct !DILexicalBlock(scope: !1482, file: !3, line: 1104, column: 20)
!1486 = !DILocation(line: 1106, column: 9, scope: !1485)
!1487 = !DILocation(line: 1107, column: 5, scope: !1485)
!1488 = !DILocation(line: 1108, column: 12, scope: !1489)
!1489 = distinct !DILexicalBlock(scope: !1482, file: !3, line: 1107, column: 12)
!1490 = !DILocation(line: 1108, column: 19, scope: !1489)
!1491 = !{!260, !264, i64 5928}
!1492 = !DILocation(line: 1110, column: 13, scope: !1489)
!1493 = !DILocation(line: 1115, column: 12, scope: !1489)
!1494 = !DILocation(line: 1115, column: 22, scope: !1489)
!1495 = !DILocation(line: 1115, column: 50, scope: !1489)
!1496 = !DILocation(line: 1115, column: 9, scope: !1489)
!1497 = !DILocation(line: 1115, column: 59, scope: !1489)
!1498 = !DILocation(line: 1116, column: 12, scope: !1489)
!1499 = !DILocation(line: 1116, column: 22, scope: !1489)
!1500 = !DILocation(line: 1116, column: 9, scope: !1489)
!1501 = !DILocation(line: 0, scope: !1482)
!1502 = !DILocation(line: 1118, column: 16, scope: !1456)
!1503 = !DILocation(line: 1118, column: 31, scope: !1456)
!1504 = !{!260, !264, i64 5904}
!1505 = !DILocation(line: 1118, column: 25, scope: !1456)
!1506 = !DILocation(line: 1118, column: 5, scope: !1456)
!1507 = distinct !DISubprogram(name: "send_tree", scope: !3, file: !3, line: 753, type: !601, scopeLine: 753, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1508)
!1508 = !{!1509, !1510, !1511, !1512, !1513, !1514, !1515, !1516, !1517, !1518, !1519, !1528, !1531, !1537, !1540, !1542, !1545, !1547, !1550, !1554, !1557, !1559, !1562, !1565, !1568, !1570}
!1509 = !DILocalVariable(name: "s", arg: 1, scope: !1507, file: !3, line: 753, type: !116)
!1510 = !DILocalVariable(name: "tree", arg: 2, scope: !1507, file: !3, line: 753, type: !21)
!1511 = !DILocalVariable(name: "max_code", arg: 3, scope: !1507, file: !3, line: 753, type: !5)
!1512 = !DILocalVariable(name: "n", scope: !1507, file: !3, line: 754, type: !5)
!1513 = !DILocalVariable(name: "prevlen", scope: !1507, file: !3, line: 755, type: !5)
!1514 = !DILocalVariable(name: "curlen", scope: !1507, file: !3, line: 756, type: !5)
!1515 = !DILocalVariable(name: "nextlen", scope: !1507, file: !3, line: 757, type: !5)
!1516 = !DILocalVariable(name: "count", scope: !1507, file: !3, line: 758, type: !5)
!1517 = !DILocalVariable(name: "max_count", scope: !1507, file: !3, line: 759, type: !5)
!1518 = !DILocalVariable(name: "min_count", scope: !1507, file: !3, line: 760, type: !5)
!1519 = !DILocalVariable(name: "len", scope: !1520, file: !3, line: 770, type: !5)
!1520 = distinct !DILexicalBlock(scope: !1521, file: !3, line: 770, column: 18)
!1521 = distinct !DILexicalBlock(scope: !1522, file: !3, line: 770, column: 16)
!1522 = distinct !DILexicalBlock(scope: !1523, file: !3, line: 769, column: 39)
!1523 = distinct !DILexicalBlock(scope: !1524, file: !3, line: 769, column: 20)
!1524 = distinct !DILexicalBlock(scope: !1525, file: !3, line: 767, column: 13)
!1525 = distinct !DILexicalBlock(scope: !1526, file: !3, line: 765, column: 37)
!1526 = distinct !DILexicalBlock(scope: !1527, file: !3, line: 765, column: 5)
!1527 = distinct !DILexicalBlock(scope: !1507, file: !3, line: 765, column: 5)
!1528 = !DILocalVariable(name: "val", scope: !1529, file: !3, line: 770, type: !5)
!1529 = distinct !DILexicalBlock(scope: !1530, file: !3, line: 770, column: 18)
!1530 = distinct !DILexicalBlock(scope: !1520, file: !3, line: 770, column: 18)
!1531 = !DILocalVariable(name: "len", scope: !1532, file: !3, line: 774, type: !5)
!1532 = distinct !DILexicalBlock(scope: !1533, file: !3, line: 774, column: 17)
!1533 = distinct !DILexicalBlock(scope: !1534, file: !3, line: 773, column: 36)
!1534 = distinct !DILexicalBlock(scope: !1535, file: !3, line: 773, column: 17)
!1535 = distinct !DILexicalBlock(scope: !1536, file: !3, line: 772, column: 33)
!1536 = distinct !DILexicalBlock(scope: !1523, file: !3, line: 772, column: 20)
!1537 = !DILocalVariable(name: "val", scope: !1538, file: !3, line: 774, type: !5)
!1538 = distinct !DILexicalBlock(scope: !1539, file: !3, line: 774, column: 17)
!1539 = distinct !DILexicalBlock(scope: !1532, file: !3, line: 774, column: 17)
!1540 = !DILocalVariable(name: "len", scope: !1541, file: !3, line: 777, type: !5)
!1541 = distinct !DILexicalBlock(scope: !1535, file: !3, line: 777, column: 13)
!1542 = !DILocalVariable(name: "val", scope: !1543, file: !3, line: 777, type: !5)
!1543 = distinct !DILexicalBlock(scope: !1544, file: !3, line: 777, column: 13)
!1544 = distinct !DILexicalBlock(scope: !1541, file: !3, line: 777, column: 13)
!1545 = !DILocalVariable(name: "len", scope: !1546, file: !3, line: 777, type: !5)
!1546 = distinct !DILexicalBlock(scope: !1535, file: !3, line: 777, column: 48)
!1547 = !DILocalVariable(name: "val", scope: !1548, file: !3, line: 777, type: !5)
!1548 = distinct !DILexicalBlock(scope: !1549, file: !3, line: 777, column: 48)
!1549 = distinct !DILexicalBlock(scope: !1546, file: !3, line: 777, column: 48)
!1550 = !DILocalVariable(name: "len", scope: !1551, file: !3, line: 780, type: !5)
!1551 = distinct !DILexicalBlock(scope: !1552, file: !3, line: 780, column: 13)
!1552 = distinct !DILexicalBlock(scope: !1553, file: !3, line: 779, column: 33)
!1553 = distinct !DILexicalBlock(scope: !1536, file: !3, line: 779, column: 20)
!1554 = !DILocalVariable(name: "val", scope: !1555, file: !3, line: 780, type: !5)
!1555 = distinct !DILexicalBlock(scope: !1556, file: !3, line: 780, column: 13)
!1556 = distinct !DILexicalBlock(scope: !1551, file: !3, line: 780, column: 13)
!1557 = !DILocalVariable(name: "len", scope: !1558, file: !3, line: 780, type: !5)
!1558 = distinct !DILexicalBlock(scope: !1552, file: !3, line: 780, column: 50)
!1559 = !DILocalVariable(name: "val", scope: !1560, file: !3, line: 780, type: !5)
!1560 = distinct !DILexicalBlock(scope: !1561, file: !3, line: 780, column: 50)
!1561 = distinct !DILexicalBlock(scope: !1558, file: !3, line: 780, column: 50)
!1562 = !DILocalVariable(name: "len", scope: !1563, file: !3, line: 783, type: !5)
!1563 = distinct !DILexicalBlock(scope: !1564, file: !3, line: 783, column: 13)
!1564 = distinct !DILexicalBlock(scope: !1553, file: !3, line: 782, column: 16)
!1565 = !DILocalVariable(name: "val", scope: !1566, file: !3, line: 783, type: !5)
!1566 = distinct !DILexicalBlock(scope: !1567, file: !3, line: 783, column: 13)
!1567 = distinct !DILexicalBlock(scope: !1563, file: !3, line: 783, column: 13)
!1568 = !DILocalVariable(name: "len", scope: !1569, file: !3, line: 783, type: !5)
!1569 = distinct !DILexicalBlock(scope: !1564, file: !3, line: 783, column: 52)
!1570 = !DILocalVariable(name: "val", scope: !1571, file: !3, line: 783, type: !5)
!1571 = distinct !DILexicalBlock(scope: !1572, file: !3, line: 783, column: 52)
!1572 = distinct !DILexicalBlock(scope: !1569, file: !3, line: 783, column: 52)
!1573 = !DILocation(line: 0, scope: !1507)
!1574 = !DILocation(line: 765, column: 19, scope: !1526)
!1575 = !DILocation(line: 765, column: 5, scope: !1527)
!1576 = !DILocation(line: 757, column: 27, scope: !1507)
!1577 = !DILocation(line: 763, column: 17, scope: !1578)
!1578 = distinct !DILexicalBlock(scope: !1507, file: !3, line: 763, column: 9)
!1579 = !DILocation(line: 763, column: 9, scope: !1507)
!1580 = !DILocation(line: 757, column: 19, scope: !1507)
!1581 = !DILocation(line: 766, column: 44, scope: !1525)
!1582 = !DILocation(line: 766, column: 49, scope: !1525)
!1583 = !DILocation(line: 766, column: 37, scope: !1525)
!1584 = !DILocation(line: 767, column: 13, scope: !1524)
!1585 = !DILocation(line: 767, column: 21, scope: !1524)
!1586 = !DILocation(line: 767, column: 33, scope: !1524)
!1587 = !DILocation(line: 769, column: 26, scope: !1523)
!1588 = !DILocation(line: 769, column: 20, scope: !1524)
!1589 = !DILocation(line: 770, column: 18, scope: !1530)
!1590 = !DILocation(line: 770, column: 13, scope: !1522)
!1591 = !DILocation(line: 0, scope: !1524)
!1592 = !DILocation(line: 770, column: 18, scope: !1520)
!1593 = !DILocation(line: 0, scope: !1520)
!1594 = !DILocation(line: 0, scope: !1529)
!1595 = !DILocation(line: 770, column: 18, scope: !1596)
!1596 = distinct !DILexicalBlock(scope: !1597, file: !3, line: 770, column: 18)
!1597 = distinct !DILexicalBlock(scope: !1529, file: !3, line: 770, column: 18)
!1598 = !DILocation(line: 770, column: 18, scope: !1599)
!1599 = distinct !DILexicalBlock(scope: !1597, file: !3, line: 770, column: 18)
!1600 = !DILocation(line: 770, column: 18, scope: !1529)
!1601 = !DILocation(line: 770, column: 18, scope: !1602)
!1602 = distinct !DILexicalBlock(scope: !1530, file: !3, line: 770, column: 18)
!1603 = !DILocation(line: 770, column: 61, scope: !1522)
!1604 = !DILocation(line: 770, column: 69, scope: !1522)
!1605 = !DILocation(line: 770, column: 52, scope: !1521)
!1606 = distinct !{!1606, !1590, !1607, !327}
!1607 = !DILocation(line: 770, column: 73, scope: !1522)
!1608 = !DILocation(line: 772, column: 27, scope: !1536)
!1609 = !DILocation(line: 0, scope: !1536)
!1610 = !DILocation(line: 772, column: 20, scope: !1523)
!1611 = !DILocation(line: 773, column: 24, scope: !1534)
!1612 = !DILocation(line: 773, column: 17, scope: !1535)
!1613 = !DILocation(line: 774, column: 17, scope: !1532)
!1614 = !DILocation(line: 0, scope: !1532)
!1615 = !DILocation(line: 774, column: 17, scope: !1539)
!1616 = !DILocation(line: 0, scope: !1538)
!1617 = !DILocation(line: 774, column: 17, scope: !1618)
!1618 = distinct !DILexicalBlock(scope: !1619, file: !3, line: 774, column: 17)
!1619 = distinct !DILexicalBlock(scope: !1538, file: !3, line: 774, column: 17)
!1620 = !DILocation(line: 774, column: 17, scope: !1621)
!1621 = distinct !DILexicalBlock(scope: !1619, file: !3, line: 774, column: 17)
!1622 = !DILocation(line: 774, column: 17, scope: !1538)
!1623 = !DILocation(line: 774, column: 17, scope: !1624)
!1624 = distinct !DILexicalBlock(scope: !1539, file: !3, line: 774, column: 17)
!1625 = !DILocation(line: 775, column: 13, scope: !1533)
!1626 = !DILocation(line: 777, column: 13, scope: !1544)
!1627 = !DILocation(line: 777, column: 13, scope: !1541)
!1628 = !DILocation(line: 0, scope: !1541)
!1629 = !DILocation(line: 0, scope: !1543)
!1630 = !DILocation(line: 777, column: 13, scope: !1543)
!1631 = !DILocation(line: 777, column: 13, scope: !1632)
!1632 = distinct !DILexicalBlock(scope: !1633, file: !3, line: 777, column: 13)
!1633 = distinct !DILexicalBlock(scope: !1543, file: !3, line: 777, column: 13)
!1634 = !DILocation(line: 777, column: 13, scope: !1635)
!1635 = distinct !DILexicalBlock(scope: !1633, file: !3, line: 777, column: 13)
!1636 = !DILocation(line: 777, column: 13, scope: !1637)
!1637 = distinct !DILexicalBlock(scope: !1544, file: !3, line: 777, column: 13)
!1638 = !DILocation(line: 0, scope: !1546)
!1639 = !DILocation(line: 777, column: 48, scope: !1549)
!1640 = !DILocation(line: 777, column: 48, scope: !1546)
!1641 = !DILocation(line: 0, scope: !1548)
!1642 = !DILocation(line: 777, column: 48, scope: !1548)
!1643 = !DILocation(line: 777, column: 48, scope: !1644)
!1644 = distinct !DILexicalBlock(scope: !1645, file: !3, line: 777, column: 48)
!1645 = distinct !DILexicalBlock(scope: !1548, file: !3, line: 777, column: 48)
!1646 = !DILocation(line: 777, column: 48, scope: !1647)
!1647 = distinct !DILexicalBlock(scope: !1645, file: !3, line: 777, column: 48)
!1648 = !DILocation(line: 777, column: 48, scope: !1649)
!1649 = distinct !DILexicalBlock(scope: !1549, file: !3, line: 777, column: 48)
!1650 = !DILocation(line: 779, column: 26, scope: !1553)
!1651 = !DILocation(line: 0, scope: !1553)
!1652 = !DILocation(line: 779, column: 20, scope: !1536)
!1653 = !DILocation(line: 780, column: 13, scope: !1551)
!1654 = !DILocation(line: 0, scope: !1551)
!1655 = !DILocation(line: 780, column: 13, scope: !1556)
!1656 = !DILocation(line: 0, scope: !1555)
!1657 = !DILocation(line: 780, column: 13, scope: !1555)
!1658 = !DILocation(line: 780, column: 13, scope: !1659)
!1659 = distinct !DILexicalBlock(scope: !1660, file: !3, line: 780, column: 13)
!1660 = distinct !DILexicalBlock(scope: !1555, file: !3, line: 780, column: 13)
!1661 = !DILocation(line: 780, column: 13, scope: !1662)
!1662 = distinct !DILexicalBlock(scope: !1660, file: !3, line: 780, column: 13)
!1663 = !DILocation(line: 780, column: 13, scope: !1664)
!1664 = distinct !DILexicalBlock(scope: !1556, file: !3, line: 780, column: 13)
!1665 = !DILocation(line: 0, scope: !1558)
!1666 = !DILocation(line: 780, column: 50, scope: !1561)
!1667 = !DILocation(line: 780, column: 50, scope: !1558)
!1668 = !DILocation(line: 0, scope: !1560)
!1669 = !DILocation(line: 780, column: 50, scope: !1560)
!1670 = !DILocation(line: 780, column: 50, scope: !1671)
!1671 = distinct !DILexicalBlock(scope: !1672, file: !3, line: 780, column: 50)
!1672 = distinct !DILexicalBlock(scope: !1560, file: !3, line: 780, column: 50)
!1673 = !DILocation(line: 780, column: 50, scope: !1674)
!1674 = distinct !DILexicalBlock(scope: !1672, file: !3, line: 780, column: 50)
!1675 = !DILocation(line: 780, column: 50, scope: !1676)
!1676 = distinct !DILexicalBlock(scope: !1561, file: !3, line: 780, column: 50)
!1677 = !DILocation(line: 783, column: 13, scope: !1563)
!1678 = !DILocation(line: 0, scope: !1563)
!1679 = !DILocation(line: 783, column: 13, scope: !1567)
!1680 = !DILocation(line: 0, scope: !1566)
!1681 = !DILocation(line: 783, column: 13, scope: !1566)
!1682 = !DILocation(line: 783, column: 13, scope: !1683)
!1683 = distinct !DILexicalBlock(scope: !1684, file: !3, line: 783, column: 13)
!1684 = distinct !DILexicalBlock(scope: !1566, file: !3, line: 783, column: 13)
!1685 = !DILocation(line: 783, column: 13, scope: !1686)
!1686 = distinct !DILexicalBlock(scope: !1684, file: !3, line: 783, column: 13)
!1687 = !DILocation(line: 783, column: 13, scope: !1688)
!1688 = distinct !DILexicalBlock(scope: !1567, file: !3, line: 783, column: 13)
!1689 = !DILocation(line: 0, scope: !1569)
!1690 = !DILocation(line: 783, column: 52, scope: !1572)
!1691 = !DILocation(line: 783, column: 52, scope: !1569)
!1692 = !DILocation(line: 0, scope: !1571)
!1693 = !DILocation(line: 783, column: 52, scope: !1571)
!1694 = !DILocation(line: 783, column: 52, scope: !1695)
!1695 = distinct !DILexicalBlock(scope: !1696, file: !3, line: 783, column: 52)
!1696 = distinct !DILexicalBlock(scope: !1571, file: !3, line: 783, column: 52)
!1697 = !DILocation(line: 783, column: 52, scope: !1698)
!1698 = distinct !DILexicalBlock(scope: !1696, file: !3, line: 783, column: 52)
!1699 = !DILocation(line: 783, column: 52, scope: !1700)
!1700 = distinct !DILexicalBlock(scope: !1572, file: !3, line: 783, column: 52)
!1701 = !DILocation(line: 786, column: 21, scope: !1702)
!1702 = distinct !DILexicalBlock(scope: !1525, file: !3, line: 786, column: 13)
!1703 = !DILocation(line: 786, column: 13, scope: !1525)
!1704 = !DILocation(line: 0, scope: !1525)
!1705 = distinct !{!1705, !1575, !1706, !327}
!1706 = !DILocation(line: 793, column: 5, scope: !1527)
!1707 = !DILocation(line: 794, column: 1, scope: !1507)
