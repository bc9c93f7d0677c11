// Plain C++ helpers: no CUDA here.
#pragma once
inline int div_up(int a, int b) { return (a + b - 1) / b; }
