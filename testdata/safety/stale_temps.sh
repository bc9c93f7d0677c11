# Temp files .NAME.cu2hip-XXXXXX left by a killed run are removed by the next run that writes
# (or would write) into the same directory; one still locked by a live writer stays, and so
# does anything not named like a temp file.
leftovers() { find . -name '.*.cu2hip-*' | sort | tr '\n' ' '; echo; }
echo "== single file, -o: the killed run's temp next to the output goes"
echo partial >.ok.hip.cu2hip-a1B2c3
echo partial >.other.hip.cu2hip-Zz9Yy8
echo keep >.ok.hip.cu2hip-short
echo keep >.ok.hip.cu2hip-toolong7
echo keep >.ok.hip.cu2hip-ab_cd!
# a live writer: holds the lock on its temp file (the holder becomes the sleep, so kill ends it)
sh -c 'exec 9>"$1"; flock 9; touch locked; exec sleep 60' sh .ok.hip.cu2hip-LIVE01 & holder=$!
while [ ! -e locked ]; do sleep 0.1; done
leftovers
$CU2HIP ok.cu -o ok.hip; echo "rc=$?"
leftovers
kill $holder; wait $holder 2>/dev/null
echo "== the writer has died: the next run removes its temp too"
$CU2HIP ok.cu -o ok.hip; echo "rc=$?"
leftovers
echo "== batch --out-dir: temps in the output tree go, even where nothing is rewritten"
$CU2HIP --out-dir out -q tree; echo "rc=$?"
echo partial >out/sub/.h.cu.cu2hip-Q1w2E3
echo partial >out/.k.cu.cu2hip-R4t5Y6
$CU2HIP --out-dir out -q tree; echo "rc=$?"
(cd out && leftovers)
echo "== --in-place over a tree: temps next to the sources go, even for unchanged files"
mkdir tree/plain; cp same.cu tree/plain/same.cu
echo partial >tree/sub/.h.cu.cu2hip-U7i8O9
echo partial >tree/plain/.same.cu.cu2hip-I9o8P7
$CU2HIP --in-place -q tree; echo "rc=$?"
echo partial >.same.cu.cu2hip-P0a1S2
$CU2HIP --in-place same.cu; echo "rc=$?"
leftovers
