/* empty: CUDA 13 removed texture_fetch_functions.h, which clang 19 still includes */
