/* Fannkuch-redux for n=8: enumerates all permutations with the counting method, flips
   prefixes until the first element is 1, and reports the checksum and maximum flip
   count (known values: checksum 1616, max flips 22). */
#include <stdio.h>

int main(void) {
    enum { n = 8 };
    int perm[n], perm1[n], count[n];
    int max_flips = 0, checksum = 0, r = n, perm_count = 0;
    for (int i = 0; i < n; i++) perm1[i] = i;
    for (;;) {
        while (r != 1) { count[r - 1] = r; r--; }
        for (int i = 0; i < n; i++) perm[i] = perm1[i];
        int flips = 0, k;
        while ((k = perm[0]) != 0) {
            for (int i = 0, j = k; i < j; i++, j--) { int t = perm[i]; perm[i] = perm[j]; perm[j] = t; }
            flips++;
        }
        if (flips > max_flips) max_flips = flips;
        checksum += perm_count % 2 == 0 ? flips : -flips;
        for (;;) {
            if (r == n) { printf("%d\nPfannkuchen(%d) = %d\n", checksum, n, max_flips); return max_flips; }
            int p0 = perm1[0];
            for (int i = 0; i < r; i++) perm1[i] = perm1[i + 1];
            perm1[r] = p0;
            if (--count[r] > 0) break;
            r++;
        }
        perm_count++;
    }
}
