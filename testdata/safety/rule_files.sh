# Rule files (--rules) that would inject text into the output, hide a NUL, carry trailing text,
# a loose hip_version or bad UTF-8, or never end: each one error line, exit 2, no output file.
try() {   # try NAME: translate with rules file NAME into out.hip, report status and output
    $CU2HIP --rules "$1" ok.cu -o out.hip; echo "$1: rc=$?"
    if [ -e out.hip ]; then echo "  out.hip written"; rm -f out.hip; fi
}
r() { printf '{"rules": [%s]}\n' "$1"; }
r '{"cuda": "cudaMalloc", "kind": "function", "hip": "hipMalloc\n#error x"}' >newline.json
r '{"cuda": "cudaMalloc", "kind": "function", "hip": "a b; c"}' >statement.json
r '{"cuda": "cudaMalloc", "kind": "function", "hip": "9lives"}' >digit.json
r '{"cuda": "cuda_runtime.h", "kind": "header", "hip": "../../etc/passwd"}' >header-up.json
r '{"cuda": "cuda_runtime.h", "kind": "header", "hip": "hip/hip_runtime.h\" x"}' >header-quote.json
r '{"cuda": "cudaFree", "kind": "function", "hip": "hipFree", "template": "hipFree($1); system(0)"}' >tmpl-stmt.json
r '{"cuda": "cudaFree", "kind": "function", "hip": "hipFree", "template": "hipFree($1 /* x */)"}' >tmpl-comment.json
r '{"cuda": "cudaFree", "kind": "function", "hip": "hipFree", "template": "hipFree($1, ${2:-0;x})"}' >tmpl-default.json
r '{"cuda": "cudaFree", "kind": "function", "hip": "hipFree", "template": "hipFree(($1)"}' >tmpl-paren.json
printf '{"rules": [{"cuda": "cudaMalloc", "kind": "function", "hip": "hipMalloc\\u0000x"}]}\n' >nul-escape.json
printf '{"rules": [{"cuda": "cudaMalloc", "kind": "function", "hip": "hipMalloc"}]}\n\0{"x": 1}' >nul-byte.json
printf '{"rules": [{"cuda": "cudaMalloc", "kind": "function", "hip": "hipMalloc"}]}\n{"rules": []}\n' >trailing.json
n=0
for v in ' 5.2' '+5.2' '5.2 ' '5.2.1' '1234.0' '5.-0' '5.0x10'; do
    n=$((n + 1))
    r "{\"cuda\": \"cudaMalloc\", \"kind\": \"function\", \"hip\": \"hipMalloc\", \"hip_version\": \"$v\"}" >version$n.json
done
printf '{"hip_version": " 5.2", "rules": []}\n' >version-file.json
printf '{"hip_version": "5.2.1", "rules": []}\n' >version-dots.json
printf '{"rules": [{"cuda": "cuda\377Malloc", "kind": "function", "hip": "hipMalloc"}]}\n' >utf8-name.json
printf '{"rules": [{"cuda": "cudaMalloc", "kind": "function", "hip": "hipMalloc", "note": "\300\257"}]}\n' >utf8-overlong.json
printf '{"group": "\355\240\200", "rules": []}\n' >utf8-surrogate.json
for f in version1 version2 version3 version4 version5 version6 version7 newline statement digit header-up header-quote tmpl-stmt tmpl-comment tmpl-default tmpl-paren \
         nul-escape nul-byte trailing version-file version-dots utf8-name utf8-overlong utf8-surrogate; do
    try $f.json
done
echo "== still accepted: identifiers, qualified names, headers, templates of the documented grammar"
r '{"cuda": "cudaMalloc", "kind": "function", "hip": "my::tracedMalloc", "template": "my::tracedMalloc($1, $2, ${3:-sizeof(int[2])})", "hip_version": "007.10", "note": "caf\u00e9 \u2192 ok"}' >good.json
$CU2HIP --rules good.json ok.cu; echo "good.json: rc=$?"
echo "== endless or huge rule files stop with a clear error"
timeout 80 $CU2HIP --rules /dev/zero ok.cu -o out.hip; echo "/dev/zero: rc=$?"
truncate -s 70M huge.json
try huge.json
mkdir dir.json
try dir.json
mkfifo endless
timeout 90 sh -c 'yes "  " >endless' 2>/dev/null & writer=$!
timeout 80 $CU2HIP --rules endless ok.cu -o out.hip; echo "endless: rc=$?"
wait $writer
ls out.hip 2>/dev/null || echo "no output written"
