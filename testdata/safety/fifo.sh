# Outputs onto a FIFO are written through to its reader; the FIFO stays a FIFO. A reader runs
# in the background under a time limit, so a bug cannot hang the suite.
mkfifo pipe
timeout 20 cat pipe >got & reader=$!
timeout 20 $CU2HIP ok.cu -o pipe; echo "rc=$?"
wait $reader; echo "reader rc=$?"
$CU2HIP ok.cu >want
cmp got want && echo "the reader got the translation"
stat -c '%n: %F' pipe
echo "== batch --report onto a FIFO, named through a symbolic link (the report's format comes from .json)"
ln -s pipe pipe.json
timeout 20 cat pipe >report & reader=$!
timeout 20 $CU2HIP --out-dir out -q --report pipe.json tree; echo "rc=$?"
wait $reader; echo "reader rc=$?"
grep -c '"path"' report
stat -c '%n: %F' pipe pipe.json
test -z "$(find . -name '.*.cu2hip-*')" && echo "no temp files left"
echo "== inputs that never end: an endless FIFO stops at the stream limit, nothing written"
mkfifo in.cu
timeout 90 sh -c 'yes "int x;" >in.cu' 2>/dev/null & writer=$!
timeout 80 $CU2HIP in.cu -o in.hip; echo "rc=$?"
wait $writer
ls in.hip 2>&1 | sed 's/^ls: //'
