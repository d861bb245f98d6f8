/* Signals handled synchronously: a SIGUSR1 handler installed with sigaction that sets a
   volatile sig_atomic_t flag, a SIGUSR2 handler that escapes with siglongjmp, sigsetjmp
   with and without saving the signal mask, signal masks checked with sigprocmask, and
   raise() called from nested frames. */
/* check-programs: no-asan (siglongjmp out of a handler) */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <signal.h>
#include <setjmp.h>
#include <string.h>

static volatile sig_atomic_t got1, got2;
static sigjmp_buf env;
static void on_usr1(int sig) { got1 += sig == SIGUSR1; }
static void on_usr2(int sig) { got2++; siglongjmp(env, sig); }
__attribute__((noinline)) static int nested(int n) { if (n == 0) { raise(SIGUSR2); return -1; } return nested(n - 1) + 1; }
static int usr2_blocked(void) { sigset_t cur; sigprocmask(SIG_BLOCK, NULL, &cur); return sigismember(&cur, SIGUSR2); }

int main(void) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_usr1;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGUSR1, &sa, NULL);
    sa.sa_handler = on_usr2;
    sigaction(SIGUSR2, &sa, NULL);
    for (int i = 0; i < 5; i++) raise(SIGUSR1);
    printf("got1=%d\n", (int)got1);
    volatile int phase = 0;
    int r = sigsetjmp(env, 1);
    if (r == 0) { phase = 1; nested(50); phase = 2; }
    printf("after sigsetjmp(env,1): r=%d phase=%d got2=%d usr2 blocked=%d\n", r == SIGUSR2, phase, (int)got2, usr2_blocked());
    r = sigsetjmp(env, 0);
    if (r == 0) { phase = 3; nested(5); }
    printf("after sigsetjmp(env,0): r=%d phase=%d got2=%d usr2 blocked=%d\n", r == SIGUSR2, phase, (int)got2, usr2_blocked());
    return (int)got1 * 10 + (int)got2;
}
