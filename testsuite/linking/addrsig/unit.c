// Functions for lld's safe identical code folding (--icf=safe): @same_a and @same_b
// have identical code and nothing in this unit uses them, so they are not
// address-significant and may be folded; @kept_a and @kept_b are identical too, but
// their addresses are taken here (and compared by the program), so .llvm_addrsig lists
// them and they stay apart.
int same_a(int x) { return x * 7 + 3; }
int same_b(int x) { return x * 7 + 3; }
int kept_a(int x) { return x * 5 - 1; }
int kept_b(int x) { return x * 5 - 1; }

int (*const kept[2])(int) = {kept_a, kept_b};
