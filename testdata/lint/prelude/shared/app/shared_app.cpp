// The source file that includes the shared header, after the helper it relies on.
#include "../common/shared_gl.h"
#include "../common/shared_draw.h"
int main() { Drawer d; d.buf = 0; return 0; }
