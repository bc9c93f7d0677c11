# Outputs through symbolic links: the link's target is written (atomically, next to the
# target), the link itself stays a link.
mkdir -p dst
show() { for f in "$@"; do if [ -L "$f" ]; then echo "$f -> $(readlink "$f")"; else echo "$f: $(stat -c %F "$f" 2>&1)"; fi; done; }
echo "== -o onto a link to an existing file in another directory"
echo old >dst/t.hip; chmod 640 dst/t.hip
ln -s dst/t.hip link
$CU2HIP ok.cu -o link; echo "rc=$?"
show link; head -1 dst/t.hip; stat -c '%a' dst/t.hip
echo "== a relative link inside a directory, and a chain of two links"
ln -s t.hip dst/rel; ln -s dst/rel chain
$CU2HIP same.cu -o chain; echo "rc=$?"
show chain dst/rel; cat dst/t.hip
echo "== a dangling link: the target is created"
ln -s dst/new.hip dangling
$CU2HIP ok.cu -o dangling; echo "rc=$?"
show dangling dst/new.hip
echo "== a link loop is an error, nothing created"
ln -s loop2 loop1; ln -s loop1 loop2
$CU2HIP ok.cu -o loop1; echo "rc=$?"
show loop1 loop2
echo "== a link to the input is the input"
ln -s ok.cu alias.cu
$CU2HIP ok.cu -o alias.cu; echo "rc=$?"
show alias.cu; head -1 ok.cu
echo "== --in-place through a link rewrites the target; the backup is next to the name given"
mkdir real; cp ok.cu real/k.cu; ln -s real/k.cu k.cu
$CU2HIP --in-place k.cu; echo "rc=$?"
show k.cu k.cu.orig; head -1 real/k.cu; cmp k.cu.orig ok.cu && echo "backup is the original"
test -z "$(find . -name '.*.cu2hip-*')" && echo "no temp files left"
