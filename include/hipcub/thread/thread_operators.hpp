/* hipcub/thread/thread_operators.hpp - hipCUB's header of that name: the operators (Sum, Max, ArgMin, ...) (hipshim's hipCUB).
 * Ownership: hipshim's hipCUB area. */
#pragma once
#include <hipcub/util_type.hpp>
