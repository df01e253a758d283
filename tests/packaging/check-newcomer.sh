#!/bin/sh
# What a new user does on a fresh Debian 12 machine: in a fresh debootstrap --variant=minbase
# root, copy the source tree in (as a clone would have it: no build folder, no .git) and run
# README command 2, exactly as the README writes it (read from the README, so the two cannot
# drift). Prints ctest's pass count. Opt-in (ctest -L newcomer, as root): it builds everything
# from scratch and runs every test: 29 minutes on the project's 2-core machine (README, Tests).
#   check-newcomer.sh SOURCE_DIR CACHE_DIR
set -eu
src=$(realpath "$1"); cache=$2
[ "$(id -u)" -eq 0 ] || { echo "not root: newcomer test skipped (needs debootstrap and chroot)"; exit 77; }

# README command 2: the line after the "# 2." comment in the README's first code block.
cmd=$(awk '/^# 2\./ {getline; print; exit}' "$src/README.md")
case "$cmd" in
    *"ctest"*) ;;
    *) echo "FAIL: README command 2 not found (got: $cmd)"; exit 1 ;;
esac
echo "README command 2: $cmd"

t0=$(date +%s)
work=$(mktemp -d /var/tmp/webshop-newcomer.XXXXXX)
root=$work/root
cleanup() {
    for m in dev proc; do
        mountpoint -q "$root/$m" 2>/dev/null && umount -R -l "$root/$m"
    done
    rm -rf "$work"
}
trap cleanup EXIT INT TERM

sh "$src/packaging/debian-minbase.sh" "$cache" "$root"
mkdir -p "$root/home/newcomer/webshop-desktop"
tar -C "$src" --exclude=./build --exclude='./build-*' --exclude=./.git -cf - . \
    | tar -C "$root/home/newcomer/webshop-desktop" -xf -
mount -t proc proc "$root/proc"
mount --rbind /dev "$root/dev"
mount --make-rslave "$root/dev"

echo "running it in the fresh root ($(( $(date +%s) - t0 )) s so far)"
status=0
chroot "$root" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 TERM=dumb \
    sh -c "cd /home/newcomer/webshop-desktop && $cmd" >"$work/run.log" 2>&1 || status=$?
elapsed=$(( $(date +%s) - t0 ))
summary=$(grep -E '^[0-9]+% tests passed' "$work/run.log" || true)
grep -E '\(Failed\)|\(Timeout\)|\(SEGFAULT\)|\(Subprocess aborted\)|Not Run' "$work/run.log" || true
if [ "$status" -ne 0 ]; then
    tail -40 "$work/run.log"
    echo "FAIL: README command 2 exited $status in a fresh Debian 12 root after $elapsed s: ${summary:-no test summary}"
    exit 1
fi
echo "README command 2 passed in a fresh Debian 12 root in $elapsed s: $summary"
