# Outputs onto character devices, sockets and block devices: written through or refused, never
# replaced by a regular file. The nodes are made here (mknod needs root), never the real /dev ones.
mknod null c 1 3 2>/dev/null && mknod full c 1 7 && mknod blk b 240 0 || { echo "mknod needs root"; exit 77; }
chmod 666 null full
state() { for f in "$@"; do printf '%s: %s\n' "$f" "$(stat -c '%F %t:%T' "$f")"; done; }
echo "== -o onto a character device (/dev/null's numbers): written through"
$CU2HIP ok.cu -o null; echo "rc=$?"
state null
echo "== -o onto a full device: the write error, the node stays"
$CU2HIP ok.cu -o full; echo "rc=$?"
state full
echo "== --out-dir mirror path that is a device"
mkdir o; mknod o/ok.cu c 1 3; chmod 666 o/ok.cu
$CU2HIP --out-dir o ok.cu; echo "rc=$?"
state o/ok.cu
echo "== batch --report and lint --write-baseline onto devices"
mkdir out
$CU2HIP --out-dir out --report null -q tree; echo "rc=$?"
$CU2HIP --out-dir out --report full -q tree; echo "rc=$?"
$CU2HIP --lint --write-baseline null ok.cu >/dev/null; echo "rc=$?"
state null full
echo "== a block device is refused, not opened"
$CU2HIP ok.cu -o blk; echo "rc=$?"
state blk
echo "== a socket is refused"
python3 -c 'import socket,sys; s=socket.socket(socket.AF_UNIX); s.bind("sock")'
$CU2HIP ok.cu -o sock; echo "rc=$?"
state sock
echo "== --in-place on a device input is refused"
$CU2HIP --in-place null; echo "rc=$?"
state null
echo "== a device input that never ends (/dev/zero's numbers) stops at the first NUL byte"
mknod zero c 1 5
timeout 60 $CU2HIP zero -o zero.hip; echo "rc=$?"
ls zero.hip 2>&1 | sed 's/^ls: //'
test -z "$(find . -name '.*.cu2hip-*')" && echo "no temp files left"
