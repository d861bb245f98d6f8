/* The other object of the code-model test (built by the C compiler). */
int shared_counter = 100;
const char *other_name(void) { return "other"; }
