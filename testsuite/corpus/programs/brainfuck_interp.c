/* A Brainfuck interpreter with precomputed bracket jumps running embedded programs:
   a hello-world program, a program printing the squares 0..10000, and a cell-wrap test;
   output is captured into a buffer and printed with a checksum. */
#include <stdio.h>
#include <string.h>

static char out[20000]; static int outn;
static int run(const char *prog, const char *input) {
    int n = (int)strlen(prog), jump[4096], stack[512], sp = 0;
    for (int i = 0; i < n; i++) { if (prog[i] == '[') stack[sp++] = i; else if (prog[i] == ']') { int j = stack[--sp]; jump[i] = j; jump[j] = i; } }
    unsigned char tape[30000] = {0};
    int ptr = 0; long steps = 0;
    for (int pc = 0; pc < n; pc++, steps++) {
        switch (prog[pc]) {
        case '>': ptr++; break;
        case '<': ptr--; break;
        case '+': tape[ptr]++; break;
        case '-': tape[ptr]--; break;
        case '.': out[outn++] = (char)tape[ptr]; break;
        case ',': tape[ptr] = (unsigned char)(*input ? *input++ : 0); break;
        case '[': if (!tape[ptr]) pc = jump[pc]; break;
        case ']': if (tape[ptr]) pc = jump[pc]; break;
        }
    }
    return (int)(steps % 100000);
}

int main(void) {
    const char *hello = "++++++++[>++++[>++>+++>+++>+<<<<-]>+>+>->>+[<]<-]>>.>---.+++++++..+++.>>.<-.<.+++.------.--------.>>+.>++.";
    /* prints squares from 0 to 10000 (Daniel B. Cristofani's classic, public domain style) */
    const char *squares = "++++[>+++++<-]>[<+++++>-]+<+[>[>+>+<<-]++>>[<<+>>-]>>>[-]++>[-]+>>>+[[-]++++++>>>]<<<[[<++++++++<++>>-]+<.<[>----<-]<]<<[>>>>>[>>>[-]+++++++++<[>-<-]+++++++++>[-[<->-]+[<<<]]<[>+<-]>]<<-]<<-]";
    const char *echo_upper = ",[>++++[<-------->-]<.,]";
    int s1 = run(hello, "");
    int s2 = run(squares, "");
    int s3 = run(echo_upper, "hello");
    out[outn] = 0;
    unsigned h = 0;
    for (int i = 0; i < outn; i++) h = h * 31 + (unsigned char)out[i];
    int lines = 0;
    for (int i = 0; i < outn; i++) lines += out[i] == '\n';
    printf("%.13s", out);
    printf("output bytes=%d lines=%d hash=%08x steps=%d,%d,%d\n", outn, lines, h, s1, s2, s3);
    printf("tail: %s\n", out + outn - 25);
    return lines & 0x7f;
}
