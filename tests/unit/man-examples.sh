#!/bin/sh
# man-examples.sh - runs every example of the EXAMPLES section of man/cu2hip.1: each line of an
# .EX/.EE block that starts with "$ " is a shell command run in a fresh copy of FILES_DIR with
# "cu2hip" on PATH pointing at the binary under test. It must exit 0, or with a status listed in
# a preceding '.\" exit: N M' comment; '.\" needs: PATH' skips it when PATH does not exist.
# Examples of modes another area has not finished yet (the placeholder says "not implemented
# yet") are reported as skipped.
# usage: man-examples.sh CU2HIP MANPAGE FILES_DIR
set -u
exe=$(cd "$(dirname "$1")" && pwd)/$(basename "$1"); man=$2; files=$3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/bin"
ln -s "$exe" "$tmp/bin/cu2hip"
sed -n '/^\.SH EXAMPLES/,/^\.SH /p' "$man" > "$tmp/examples"
n=0; fails=0; skips=0; allowed=0; needs=
while IFS= read -r line; do
    case $line in
    '.\" exit: '*) allowed=${line#.\\\" exit: } ;;
    '.\" needs: '*) needs=${line#.\\\" needs: } ;;
    '$ '*)
        cmd=${line#\$ }
        cmd=$(printf '%s' "$cmd" | sed 's/\\-/-/g; s/\\e/\\/g')
        n=$((n + 1))
        if [ -n "$needs" ] && [ ! -e "$needs" ]; then
            echo "skip: $cmd (needs $needs)"; skips=$((skips + 1))
        else
            rm -rf "$tmp/work"; mkdir "$tmp/work"; cp -R "$files/." "$tmp/work/"
            (cd "$tmp/work" && PATH="$tmp/bin:$PATH" sh -c "$cmd" >"$tmp/out" 2>"$tmp/err"); rc=$?
            ok=0
            for a in 0 $allowed; do [ "$rc" = "$a" ] && ok=1; done
            if [ $ok = 1 ]; then echo "ok: $cmd"
            elif grep -q 'not implemented yet' "$tmp/err"; then echo "skip: $cmd (mode not implemented yet)"; skips=$((skips + 1))
            else echo "FAIL: $cmd (exit $rc)"; head -20 "$tmp/err"; fails=$((fails + 1)); fi
        fi
        allowed=0; needs= ;;
    esac
done < "$tmp/examples"
echo "$n examples, $fails failed, $skips skipped"
[ $n -gt 0 ] && [ $fails -eq 0 ]
