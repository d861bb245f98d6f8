/* Strong definitions that replace lib.c's weak ones. */
int hook(void) { return 2; }
int setting = 20;
int common_var = 100;
