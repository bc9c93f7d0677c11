cp ok.cu w.cu; cp sub/b.cu w2.cu
$CU2HIP --in-place w.cu w2.cu; echo "rc=$?"
head -1 w.cu; cmp w.cu.orig ok.cu && echo "backup kept"
cp w.cu w3.cu; $CU2HIP --in-place w3.cu; echo "rc=$?"; ls w3.cu.orig 2>&1 | sed 's/^ls: //'
cp ok.cu w4.cu; $CU2HIP --in-place --no-backup w4.cu; echo "rc=$?"; ls w4.cu* | tr '\n' ' '; echo
cp ok.cu w5.cu; $CU2HIP --in-place w5.cu nope.cu; echo "rc=$?"; cmp w5.cu ok.cu && echo "input untouched"; ls w5.cu* | tr '\n' ' '; echo
ls -a | grep cu2hip- || echo "no temp files left"
