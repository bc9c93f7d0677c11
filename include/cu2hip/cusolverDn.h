/* cusolverDn.h - parse-prelude stub of the CUDA SDK header: cuSOLVER dense declarations. Ownership: rule tables area. */
#pragma once
#include "generated/cu2hip_lib_cusolver.h"
