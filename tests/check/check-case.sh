#!/bin/bash
# check-case.sh - one test of cu2hip-run --check (cmake/tests-check.cmake):
#   check-case.sh case CU2HIP-RUN DIR NAME WS   testdata/check/NAME.cu at warp size WS must exit
#       86 with exactly the findings of NAME.expect ("FILE:LINE:COL [check.KIND]", plus
#       " other=FILE:LINE:COL" for the other access of a race or barrier)
#   check-case.sh corpus CU2HIP-RUN DIR PROG    corpus program PROG must give no finding, exit 0
#       and print PASS last
# NAME.checks, if present, holds the --check list of that case (default race,bounds,sync,uninit);
# NAME.written the files the run must leave (those of the warp size 64 run), a line each:
# "PATH: FIRST LINE OF ITS CONTENT". A case runs in a copy of DIR, so what it writes stays there.
set -u
mode=$1 run=$2 dir=$3 name=$4
tmp=$(mktemp -d "${TMPDIR:-/tmp}/check-case.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
checks=race,bounds,sync,uninit
if [ "$mode" = case ]; then
    mkdir "$tmp/src" && cp -- "$dir/$name".* "$tmp/src/" && cd "$tmp/src" || exit 1
    [ -f "$name.checks" ] && read -r checks < "$name.checks"   # the checks of this case
    HIPSHIM_WARP_SIZE=$5 "$run" --check=$checks --check-output="$tmp/f" "$name.cu" > "$tmp/out" 2> "$tmp/err"
    st=$?
    sed -E -e 's/^([^ ]*): error: .* at ([^ ]+:[0-9]+:[0-9]+)[,]? .*(\[check\.[a-z]+\])$/\1 \3 other=\2/' \
        -e 's/^([^ ]*): error: .*(\[check\.[a-z]+\])$/\1 \2/' "$tmp/f" | sort > "$tmp/got"
    if [ $st -ne 86 ] || ! diff -u "$name.expect" "$tmp/got"; then
        echo "FAIL: $name at warp size $5: exit $st (want 86), findings:"; cat "$tmp/f" "$tmp/err"
        exit 1
    fi
    if [ -f "$name.written" ]; then
        while IFS= read -r w; do
            got=$(head -n 1 -- "${w%%: *}" 2>&1)
            [ "$got" = "${w#*: }" ] || { echo "FAIL: $name at warp size $5: ${w%%: *} holds '$got', want '${w#*: }'"; exit 1; }
        done < "$name.written"
    fi
    exit 0
fi
cd "$dir/$name" || exit 1
srcs=(*.cu); libs=(); args=()
[ -f libs ] && read -r -a libs < libs
[ -f args ] && read -r -a args < args
"$run" --check=$checks --check-output="$tmp/f" "${srcs[@]}" "${libs[@]}" -- "${args[@]}" > "$tmp/out" 2> "$tmp/err"
st=$?
if [ $st -ne 0 ] || [ -s "$tmp/f" ] || [ "$(tail -n 1 "$tmp/out")" != PASS ]; then
    echo "FAIL: corpus program $name under --check: exit $st"; cat "$tmp/f"; tail -n 5 "$tmp/err"
    exit 1
fi
