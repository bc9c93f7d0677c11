// Host-only helpers: nothing to translate.
#include "../../include/util.h"

int blocks_for(int n) { return div_up(n, 256); }
