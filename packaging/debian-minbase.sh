#!/bin/sh
# A minimal Debian 12 root (debootstrap --variant=minbase bookworm) in ROOT_DIR, made once and
# cached as a tarball in CACHE_DIR (later calls only unpack it). The mirror is the one of this
# machine's apt sources (deb822 .sources or a one-line sources.list), else deb.debian.org.
# Shared by the clean-root package test and the newcomer test. Needs root and debootstrap.
#   debian-minbase.sh CACHE_DIR ROOT_DIR
set -eu
cache=$1; root=$2
suite=bookworm
[ "$(id -u)" -eq 0 ] || { echo "debian-minbase.sh: needs root (debootstrap)"; exit 1; }
command -v debootstrap >/dev/null || { echo "debian-minbase.sh: needs debootstrap (packaging/setup-debian.sh)"; exit 1; }

mirror=$(cat /etc/apt/sources.list.d/*.sources 2>/dev/null | awk -v s=$suite '
    /^URIs:/ {u=$2} /^Suites:/ {for (i=2; i<=NF; i++) if ($i==s && u!="") {print u; exit}}')
[ -n "$mirror" ] || mirror=$(awk -v s=$suite '$1=="deb" && $3==s {print $2; exit}' \
    /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null || true)
mirror=${mirror:-http://deb.debian.org/debian}

tarball=$cache/$suite-minbase.tar.gz
mkdir -p "$cache" "$root"
if [ -f "$tarball" ]; then
    echo "minimal root from the cache $tarball"
    tar -xzf "$tarball" -C "$root"
else
    echo "debootstrap --variant=minbase $suite from $mirror"
    log=$(mktemp)
    debootstrap --variant=minbase $suite "$root" "$mirror" >"$log" 2>&1 || { tail -20 "$log"; rm -f "$log"; exit 1; }
    rm -f "$log"
    tar -czf "$tarball.part" -C "$root" . && mv "$tarball.part" "$tarball"
fi
cp /etc/resolv.conf "$root/etc/resolv.conf"
