// A .cu file without any CUDA: nothing changes.
#include <cstdio>

int main()
{
    printf("hello\n");
    return 0;
}
