# Backups and new outputs keep the source's permission bits (less the umask), never wider.
umask 022
cp ok.cu p.cu && chmod 600 p.cu && $CU2HIP --in-place p.cu; echo "rc=$?"
cp ok.cu q.cu && chmod 640 q.cu && $CU2HIP --out-dir o q.cu; echo "rc=$?"
mkdir -p t && cp ok.cu t/r.cu && chmod 600 t/r.cu && echo x > t/s.sh && chmod 755 t/s.sh
$CU2HIP -q --in-place t; echo "rc=$?"
$CU2HIP -q --out-dir t2 t; echo "rc=$?"
stat -c '%a %n' p.cu p.cu.orig o/q.cu t/r.cu t/r.cu.orig t2/r.cu t2/s.sh
