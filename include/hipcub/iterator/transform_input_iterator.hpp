/* hipcub/iterator/transform_input_iterator.hpp - hipCUB's header of that name: the iterators (hipshim's hipCUB).
 * Ownership: hipshim's hipCUB area. */
#pragma once
#include <hipcub/util_type.hpp>
