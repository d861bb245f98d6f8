/* Dispatcher used by scripts/gen-bench-ir.sh: the app drivers are compiled with
   -Dmain=app_<name>_main and linked into one module together with all library code,
   so the merged benchmark module is also a runnable program:
       bench_all <zlib|bzip2|lua|zstd|all> [bench]                                     */
#include <stdio.h>
#include <string.h>

int app_zlib_roundtrip_main(int argc, char **argv);
int app_bzip2_roundtrip_main(int argc, char **argv);
int app_lua_script_main(int argc, char **argv);
int app_zstd_roundtrip_main(int argc, char **argv);

int main(int argc, char **argv) {
    static const struct { const char *name; int (*fn)(int, char **); } apps[] = {
        { "zlib", app_zlib_roundtrip_main }, { "bzip2", app_bzip2_roundtrip_main },
        { "lua", app_lua_script_main }, { "zstd", app_zstd_roundtrip_main },
    };
    const char *which = argc > 1 ? argv[1] : "all";
    int status = 0, found = 0;
    for (unsigned i = 0; i < sizeof apps / sizeof apps[0]; i++) {
        if (strcmp(which, "all") && strcmp(which, apps[i].name)) continue;
        found = 1;
        char *sub[3] = { argv[0], argc > 2 ? argv[2] : NULL, NULL };
        int rc = apps[i].fn(argc > 2 ? 2 : 1, sub);
        fflush(stdout);
        if (rc) status = rc;
    }
    if (!found) { fprintf(stderr, "usage: %s <zlib|bzip2|lua|zstd|all> [bench]\n", argv[0]); return 64; }
    return status;
}
