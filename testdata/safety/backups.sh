# --in-place never overwrites an existing backup: FILE.orig from the first run (the original
# source) survives every later run, whatever it is; single files and batch trees alike.
echo "== single file: two runs, the second after the source was edited"
cp ok.cu a.cu
$CU2HIP --in-place a.cu; echo "rc=$?"
cmp a.cu.orig ok.cu && echo "first backup is the original"
sed 's/cudaFree/cudaFreeHost/' ok.cu >a.cu
$CU2HIP --in-place a.cu; echo "rc=$?"
cmp a.cu.orig ok.cu && echo "backup still the original"
grep -c hipHostFree a.cu
echo "== an existing .orig that is a symbolic link or read-only is left alone"
cp ok.cu b.cu; echo target >elsewhere; ln -s elsewhere b.cu.orig
cp ok.cu c.cu; echo mine >c.cu.orig; chmod 444 c.cu.orig
$CU2HIP --in-place b.cu c.cu; echo "rc=$?"
readlink b.cu.orig; cat elsewhere c.cu.orig; stat -c '%a' c.cu.orig
head -1 b.cu c.cu
echo "== batch --in-place twice"
cp -R tree t2
$CU2HIP --in-place -q t2; echo "rc=$?"
cmp t2/k.cu.orig tree/k.cu && echo "batch backup is the original"
cp tree/k.cu t2/k.cu; echo "// edited" >>t2/k.cu
$CU2HIP --in-place -q t2; echo "rc=$?"
cmp t2/k.cu.orig tree/k.cu && echo "batch backup still the original"
tail -1 t2/k.cu
echo "== batch --in-place --rename-ext: the source moves to the backup; a second run, which would"
echo "   write k.cu's translation over k.hip (also an input), is refused and changes nothing"
cp -R tree t3
$CU2HIP --in-place --rename-ext -q t3; echo "rc=$?"
ls t3 | tr '\n' ' '; echo
cp tree/k.cu t3/k.cu
$CU2HIP --in-place --rename-ext -q t3; echo "rc=$?"
ls t3 | tr '\n' ' '; echo
cmp t3/k.cu.orig tree/k.cu && echo "renamed backup still the original"
test -z "$(find . -name '.*.cu2hip-*')" && echo "no temp files left"
