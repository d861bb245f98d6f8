/* An AVL tree stored in an array pool (indices instead of pointers): recursive insert
   and delete with single and double rotations, height maintenance, order statistics
   (k-th smallest via subtree sizes), range counting, and balance verification. */
#include <stdio.h>

#define MAXN 20000
static int key_[MAXN], lc[MAXN], rc[MAXN], ht[MAXN], sz[MAXN], used = 1;
static int H(int n) { return n ? ht[n] : 0; }
static int S(int n) { return n ? sz[n] : 0; }
static void upd(int n) { ht[n] = 1 + (H(lc[n]) > H(rc[n]) ? H(lc[n]) : H(rc[n])); sz[n] = 1 + S(lc[n]) + S(rc[n]); }
static int rotr(int n) { int l = lc[n]; lc[n] = rc[l]; rc[l] = n; upd(n); upd(l); return l; }
static int rotl(int n) { int r = rc[n]; rc[n] = lc[r]; lc[r] = n; upd(n); upd(r); return r; }
static int balance(int n) {
    upd(n);
    int b = H(lc[n]) - H(rc[n]);
    if (b > 1) { if (H(lc[lc[n]]) < H(rc[lc[n]])) lc[n] = rotl(lc[n]); return rotr(n); }
    if (b < -1) { if (H(rc[rc[n]]) < H(lc[rc[n]])) rc[n] = rotr(rc[n]); return rotl(n); }
    return n;
}
static int insert(int n, int k) {
    if (!n) { int m = used++; key_[m] = k; lc[m] = rc[m] = 0; upd(m); return m; }
    if (k < key_[n]) lc[n] = insert(lc[n], k); else if (k > key_[n]) rc[n] = insert(rc[n], k); else return n;
    return balance(n);
}
static int remove_min(int n, int *minkey) { if (!lc[n]) { *minkey = key_[n]; return rc[n]; } lc[n] = remove_min(lc[n], minkey); return balance(n); }
static int erase(int n, int k) {
    if (!n) return 0;
    if (k < key_[n]) lc[n] = erase(lc[n], k);
    else if (k > key_[n]) rc[n] = erase(rc[n], k);
    else { if (!lc[n]) return rc[n]; if (!rc[n]) return lc[n]; int mk; rc[n] = remove_min(rc[n], &mk); key_[n] = mk; }
    return balance(n);
}
static int kth(int n, int k) { while (n) { int ls = S(lc[n]); if (k < ls) n = lc[n]; else if (k == ls) return key_[n]; else { k -= ls + 1; n = rc[n]; } } return -1; }
static int count_less(int n, int k) { int c = 0; while (n) { if (key_[n] < k) { c += S(lc[n]) + 1; n = rc[n]; } else n = lc[n]; } return c; }
static int verify(int n) { if (!n) return 1; int a = H(lc[n]) - H(rc[n]); return a >= -1 && a <= 1 && verify(lc[n]) && verify(rc[n]); }

int main(void) {
    int root = 0;
    unsigned x = 31337;
    for (int i = 0; i < 15000; i++) { x = x * 1664525u + 1013904223u; root = insert(root, (int)(x >> 12)); }
    printf("size=%d height=%d balanced=%d\n", S(root), H(root), verify(root));
    for (int i = 0; i < 5000; i++) { x = x * 1664525u + 1013904223u; root = erase(root, kth(root, (int)(x % (unsigned)S(root)))); }
    printf("after erase size=%d height=%d balanced=%d\n", S(root), H(root), verify(root));
    printf("kth: %d %d %d median=%d\n", kth(root, 0), kth(root, 100), kth(root, S(root) - 1), kth(root, S(root) / 2));
    printf("range [2^18, 2^19): %d\n", count_less(root, 1 << 19) - count_less(root, 1 << 18));
    return H(root);
}
