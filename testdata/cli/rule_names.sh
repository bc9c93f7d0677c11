# Rule files: '$12' in a template is refused (ambiguous), as are C/C++ keywords as HIP names or
# called names; a type may still map to a type keyword. A repeated key in .cu2hip.json is refused
# as rule files refuse theirs.
printf '{"rules": [{"id": "runtime.cudaMalloc", "hip": "hipMalloc", "template": "hipMalloc($12)"}]}\n' > t12.json
printf '{"rules": [{"id": "runtime.cudaMalloc", "hip": "return"}]}\n' > kw.json
printf '{"rules": [{"id": "runtime.cudaMalloc", "hip": "hipMalloc", "template": "return($1, $2)"}]}\n' > kwt.json
printf '{"rules": [{"cuda": "myScalar_t", "hip": "double", "kind": "type"}]}\n' > ty.json
for f in t12 kw kwt ty; do $CU2HIP --rules $f.json ok.cu >/dev/null; echo "$f: rc=$?"; done
mkdir -p l && cp warn.cu l/w.cu
printf '{"lint": {"werror": true, "werror": false}}\n' > l/.cu2hip.json; { $CU2HIP --lint l; echo "rc=$?"; } 2>&1 | sed "s|$(pwd)/||"
printf '{"lint": {"severity": {"warp": "off", "warp": "error"}}}\n' > l/.cu2hip.json; { $CU2HIP --lint l; echo "rc=$?"; } 2>&1 | sed "s|$(pwd)/||"
printf '{"lint": {}, "lint": {"werror": true}}\n' > l/.cu2hip.json; { $CU2HIP --lint l; echo "rc=$?"; } 2>&1 | sed "s|$(pwd)/||"
