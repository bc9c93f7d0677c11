# Outputs that name an open file through /proc (what /dev/stdout, /dev/stderr and /dev/fd/N
# are): written through to the stream, whether it is a pipe or a file. Links made here stand
# in for the /dev ones, so a regression could never replace a system file.
ln -s /proc/self/fd/1 stdout; ln -s /proc/self/fd/2 stderr; ln -s /proc/self/fd fd
$CU2HIP ok.cu >want
$CU2HIP ok.cu -o stdout | cat >got; echo "pipe rc=$?"; cmp got want && echo "pipe got the translation"
echo "an earlier, longer content that must not survive past the end of the translation $(seq 1 200)" >file
$CU2HIP ok.cu -o stdout >file; echo "file rc=$?"; cmp file want && echo "file holds exactly the translation"
$CU2HIP ok.cu -o stderr 2>got >/dev/null; echo "stderr rc=$?"; cmp got want && echo "stderr got the translation"
$CU2HIP ok.cu -o fd/1 | cat >got; echo "fd/1 rc=$?"; cmp got want && echo "fd/1 got the translation"
$CU2HIP ok.cu -o /proc/self/fd/1 | cat >got; echo "/proc/self/fd/1 rc=$?"; cmp got want && echo "/proc/self/fd/1 got the translation"
for f in stdout stderr fd; do echo "$f -> $(readlink $f)"; done
test -z "$(find . -name '.*.cu2hip-*')" && echo "no temp files left"
