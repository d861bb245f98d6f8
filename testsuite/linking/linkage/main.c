int report(void);
int main(void) { return report(); }
