// Prelude: the std:: names that nvcc's own headers make visible (<utility>, <new>, <cmath>,
// <cstdlib>) parse without an #include; a name from a header nvcc does not include does not.
__global__ void clamp_finite(float *p)
{
    int i = threadIdx.x;
    p[i] = std::min(p[i], 1.0f) + std::max(2.0f, p[i]);
    if (!std::isfinite(p[i])) p[i] = std::sqrt(std::fabs(p[i]));
}

template <typename F, typename... A> void call(F f, A &&...a) { f(std::forward<A>(a)...); }
template <int N> using ic = std::integral_constant<int, N>;
static_assert(std::is_same_v<float, float>, "type traits come with <utility>");

int main()
{
    float x = 1.0f;
    double y = std::abs(-2.0);
    long z = std::labs(3);
    std::swap(x, x);
    int *q = new (std::nothrow) int[4];
    std::vector<int> v;                                                // expect: parse
    return (int)std::floor(y) + (int)z + (int)std::exp(x) + std::numeric_limits<int>::max() + q[0];
}
