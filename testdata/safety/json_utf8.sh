# JSON and SARIF outputs stay valid UTF-8 whatever bytes a file name holds: in text fields each
# invalid byte becomes U+FFFD, in SARIF URIs the bytes are percent-encoded (lossless).
valid() {   # valid FILE: strict UTF-8 and JSON
    if iconv -f UTF-8 -t UTF-8 "$1" >/dev/null 2>&1 && python3 -c 'import json,sys; json.load(open(sys.argv[1], encoding="utf-8", errors="strict"))' "$1"
    then echo "$1: valid UTF-8 JSON"; else echo "$1: INVALID"; fi
}
mkdir src
bad=$(printf 'src/k\377\376.cu')
cp tree/k.cu "$bad"
printf '__global__ void g(unsigned *m) { *m = __ballot(1); }\n' >"$(printf 'src/w\351.cu')"
cp ok.cu src/caf$(printf '\303\251').cu
$CU2HIP --out-dir out --report run.json -q src; echo "batch rc=$?"
valid run.json
grep -o '"path":[[:space:]]*"[^"]*"' run.json | sort
$CU2HIP --merge-reports run.json --report merged.json; echo "merge rc=$?"
valid merged.json
$CU2HIP --lint --format json src >lint.json; echo "lint json rc=$?"
valid lint.json
grep -o '"file":[[:space:]]*"[^"]*"' lint.json | sort -u
$CU2HIP --lint --format sarif src >lint.sarif; echo "lint sarif rc=$?"
valid lint.sarif
grep -o '"uri":[[:space:]]*"[^"]*"' lint.sarif | grep -v 'file://' | sort -u
$CU2HIP --lint --write-baseline base.json src >/dev/null 2>&1; echo "baseline rc=$?"
valid base.json
$CU2HIP --stats=json "$bad" 2>stats.json >/dev/null; echo "stats rc=$?"
valid stats.json
grep -o '"path":[[:space:]]*"[^"]*"' stats.json
