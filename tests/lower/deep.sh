#!/bin/sh
# deep.sh - cu2hip --lower-kernels on a kernel whose body holds one very long expression (a hang
# guard: CTest's TIMEOUT ends a lowering that is quadratic in the expression's length, which took
# minutes at 100,000 terms). The kernel has a barrier, so it is lowered into two regions; the
# expression's value is kept per thread across it. The output must be the lowering of the same
# kernel with 3 terms, the repeated term collapsed in both, and hold each term twice (the kernel
# and its lowered copy).
# usage: deep.sh CU2HIP SHAPE [TERMS]     SHAPE: sum logic comma assign ucond
set -u
exe=$1 shape=$2 n=${3:-100000}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/cu2hip-deep.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT

# gen N: the kernel with N repeated units of SHAPE
gen() {
    awk -v shape="$shape" -v n="$1" 'BEGIN {
        printf "__global__ void k(const int *a, int *o, int n) {\n  __shared__ int s[64];\n"
        printf "  int t = threadIdx.x;\n  int x = "
        if (shape == "sum") { printf "a[t]"; for (i = 0; i < n; i++) printf " + a[t + 1]" }
        else if (shape == "logic") { printf "a[t]"; for (i = 0; i < n; i++) printf " && a[t + 1] || a[t + 2]" }
        else if (shape == "comma") { printf "(a[t]"; for (i = 0; i < n; i++) printf ", a[t + 1]"; printf ")" }
        else if (shape == "assign") { printf "0; (x = a[t]"; for (i = 0; i < n; i++) printf ", x += a[t + 1]"; printf ")" }
        else if (shape == "ucond") { printf "blockIdx.x ? 0 : "; for (i = 0; i < n; i++) printf "(n + 1) ? 1 : "; printf "2" }
        printf ";\n  s[t] = x;\n  __syncthreads();\n  o[t] = s[(t + 1) %% blockDim.x] + x;\n}\n"
    }'
}
# the unit's pattern (extended regular expression) and the text counted once per unit
case $shape in
sum) unit=' \+ a\[t \+ 1\]' one=' + a[t + 1]' count='+ a[t + 1]' ;;
logic) unit=' && a\[t \+ 1\] \|\| a\[t \+ 2\]' one=' \&\& a[t + 1] || a[t + 2]' count='|| a[t + 2]' ;;
comma) unit=', a\[t \+ 1\]' one=', a[t + 1]' count=', a[t + 1]' ;;
assign) unit=', [^,]* \+= a\[t \+ 1\]' one=', X += a[t + 1]' count='+= a[t + 1]' ;;
ucond) unit='\(n \+ 1\) \? 1 : ' one='(n + 1) ? 1 : ' count='(n + 1) ? 1 :' ;;
*) echo "deep.sh: unknown shape $shape" >&2; exit 2 ;;
esac

fail=0
for m in 3 "$n"; do
    gen "$m" > "$tmp/k$m.cu"
    "$exe" --lower-kernels=notes "$tmp/k$m.cu" -o "$tmp/k$m.hip" -- -fbracket-depth=1000000 \
        2> "$tmp/k$m.err"
    rc=$?
    if [ $rc -ne 0 ] || ! grep -q "note: kernel 'k' lowered into loops over its threads (2 regions)" "$tmp/k$m.err"; then
        echo "FAIL $shape $m: exit status $rc, notes:"; head -c 2000 "$tmp/k$m.err"; fail=1
        continue
    fi
    sed -E "s/($unit)+/$one/g" "$tmp/k$m.hip" > "$tmp/k$m.norm"
    got=$(grep -o -F "$count" "$tmp/k$m.hip" | wc -l)
    if [ "$got" -ne $((2 * m)) ]; then
        echo "FAIL $shape $m: '$count' $got times in the output, not $((2 * m))"; fail=1
    fi
done
if [ $fail -eq 0 ] && ! cmp -s "$tmp/k3.norm" "$tmp/k$n.norm"; then
    echo "FAIL $shape: the lowering of $n terms is not that of 3 terms"
    diff "$tmp/k3.norm" "$tmp/k$n.norm" | cut -c1-300 | head -20
    fail=1
fi
[ $fail -eq 0 ] && echo "deep $shape: $n terms lowered"
exit $fail
