#!/bin/sh
# hipcc-all.sh - compiles every golden HIP output of every area (testdata/**/*.hip) with the
# real hipcc for gfx90a, two at a time. Skipped (and listed): a file whose first lines contain
# "cu2hip-test: no-compile", and files matching a glob in a ".hipcc-exclude" file of their
# directory or a parent (one glob per line, relative to that directory; "#" starts a comment),
# for outputs their area compiles its own way (other include paths, a ROCm 7 check header,
# libraries Debian lacks).
# usage: hipcc-all.sh TESTDATA_DIR        (internally: hipcc-all.sh --one FILE OUTDIR)
set -u
HIPCC=${HIPCC:-hipcc}
if [ "$1" = --one ]; then
    f=$2; out=$3
    key=$(printf '%s' "$f" | cksum | cut -d' ' -f1)
    "$HIPCC" --offload-arch=gfx90a -c "$f" -o "$out/$key.o" > "$out/$key.log" 2>&1 ||
        { printf '%s\n' "$f" > "$out/$key.fail"; }
    exit 0
fi
dir=$1
if ! command -v "$HIPCC" >/dev/null 2>&1; then
    echo "SKIP: hipcc not found (install Debian's hipcc and libamdhip64-dev: scripts/setup-deps)"
    exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
find "$dir" -name '*.hip' | sort > "$tmp/all"
: > "$tmp/list"
excluded() {   # FILE: 0 when a .hipcc-exclude of its directory or a parent matches it
    d=$(dirname "$1")
    while :; do
        if [ -f "$d/.hipcc-exclude" ]; then
            rel=${1#"$d"/}
            while IFS= read -r pat; do
                pat=${pat%%#*}; pat=$(printf '%s' "$pat" | tr -d ' \t')
                [ -n "$pat" ] || continue
                # shellcheck disable=SC2254
                case $rel in $pat) return 0 ;; esac
            done < "$d/.hipcc-exclude"
        fi
        [ "$d" = "$dir" ] || [ "$d" = . ] || [ "$d" = / ] && break
        d=$(dirname "$d")
    done
    return 1
}
while IFS= read -r f; do
    if head -5 "$f" | grep -q 'cu2hip-test: no-compile'; then echo "skipped (no-compile): $f"
    elif excluded "$f"; then echo "skipped (.hipcc-exclude): $f"
    else printf '%s\n' "$f" >> "$tmp/list"; fi
done < "$tmp/all"
n=$(wc -l < "$tmp/list")
tr '\n' '\0' < "$tmp/list" | xargs -0 -P 2 -I{} sh "$0" --one {} "$tmp"
fails=0
for s in "$tmp"/*.fail; do
    [ -e "$s" ] || continue
    fails=$((fails + 1))
    echo "FAIL: $(cat "$s")"
    head -20 "${s%.fail}.log"
done
echo "$((n - fails)) of $n golden .hip files compile with $HIPCC --offload-arch=gfx90a"
[ $fails -eq 0 ]
