// A helper header that declares GL entry points as function pointers (cuda-samples' helper_gl.h).
#pragma once
typedef void (*shared_delete_fn)(int, const unsigned *);
static shared_delete_fn glDeleteThings = 0;
