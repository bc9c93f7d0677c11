// fuzz reproducer: a launch cut short in a macro body, then another launch (exit 3, conflicting edits)
__global__ void kern(int x) {}
#define LAUNCH(a) kern<<<a, \
    kern<<<1, 1>>>(2);
void host() {
    LAUNCH(4) 32>>>(1);
    kern<<<1, 1>>>(3);
}
