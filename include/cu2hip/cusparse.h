/* cusparse.h - parse-prelude stub of the CUDA SDK header: cuSPARSE declarations. Ownership: rule tables area. */
#pragma once
#include "generated/cu2hip_lib_cusparse.h"
