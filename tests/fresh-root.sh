#!/bin/sh
# fresh-root.sh [COMMAND]: the README's set-up proven on a fresh minimal
# Debian.  A root of this machine's own release is made with debootstrap
# (minbase, then git, make and ca-certificates only), the repository under
# test is cloned into it, and there, as the README says, "make demo" and
# then "make check" must pass.  A package the build or the tests use that
# "make deps" does not install fails here.  COMMAND, when given, is run
# there after them, in the clone, with sh (say 'make lint').  Run by
# .ci/run, as root.
#
# The root is made anew every run: nothing is cached, so no cache can hide
# a missing package.  The mirror is the one this machine's apt sources
# name for its release, and the root's apt sources are this machine's.
# What is tested is the commit checked out here (HEAD), as committed.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
[ "$(id -u)" = 0 ] || { echo "fresh-root: must run as root" >&2; exit 2; }

# shellcheck disable=SC1091
codename=$(. /etc/os-release && echo "${VERSION_CODENAME:-}")
[ -n "$codename" ] || { echo "fresh-root: no VERSION_CODENAME in /etc/os-release" >&2; exit 2; }
# apt itself reads the sources, one-line or deb822 alike.
# shellcheck disable=SC2016
mirror=$(apt-get indextargets --format '$(REPO_URI)' "Release: $codename" \
    'Target-Of: deb' 'Identifier: Packages' | head -n 1)
[ -n "$mirror" ] || { echo "fresh-root: no apt source for $codename" >&2; exit 2; }
if ! command -v debootstrap >/dev/null; then
	apt-get update -qq
	DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
	    --no-install-recommends debootstrap >/dev/null
fi

work=$(mktemp -d "${TMPDIR:-/var/tmp}/wordkit-root.XXXXXX")
root=$work/root

# mounted: the mount points at or under the root, deepest first.
mounted() {
	awk -v r="$root" '$5 == r || index($5, r "/") == 1 { print $5 }' \
	    /proc/self/mountinfo | sort -r
}

# The root is removed only when nothing is mounted in it any more: a
# removal that went through a bind mount of /dev would empty the host's.
cleanup() {
	for m in $(mounted); do
		umount -l "$m" || true
	done
	if [ -n "$(mounted)" ]; then
		echo "fresh-root: still mounted, left in place: $root" >&2
		return
	fi
	rm -rf --one-file-system "$work"
}
on_exit() {
	rc=$?
	trap - EXIT
	cleanup
	exit "$rc"
}
trap on_exit EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

start=$(date +%s)
echo "fresh-root: debootstrap $codename from $mirror into $root"
debootstrap --variant=minbase --include=git,make,ca-certificates \
    "$codename" "$root" "$mirror" > "$work/debootstrap.log" 2>&1 ||
    { tail -n 30 "$work/debootstrap.log" >&2; exit 1; }

# What the tests need of a running system: /proc, /sys and the host's
# /dev (/dev/full, /dev/zero, /dev/urandom), slave-mounted so that
# nothing done in the root reaches the host's mounts.
mount -t proc proc "$root/proc"
mount -t sysfs sysfs "$root/sys"
mount --rbind /dev "$root/dev"
mount --make-rslave "$root/dev"

# The same apt sources as this machine, so that the root installs what
# a machine of this release installs; and its resolver, to reach them.
rm -f "$root/etc/apt/sources.list"
for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list \
    /etc/apt/sources.list.d/*.sources; do
	if [ -f "$f" ]; then
		cp "$f" "$root$f"
	fi
done
cp /etc/resolv.conf "$root/etc/resolv.conf"

commit=$(git -C "$top" rev-parse HEAD)
git clone -q "$top" "$root/root/wordkit"
git -C "$root/root/wordkit" checkout -q --detach "$commit"
echo "fresh-root: root made in $(($(date +%s) - start)) s; testing $commit"

# Exactly the README's two commands, in a clean environment with no input.
start=$(date +%s)
# shellcheck disable=SC2016
chroot "$root" /usr/bin/env -i HOME=/root \
    PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    sh -c 'cd /root/wordkit && make demo && make check &&
	{ [ -z "$1" ] || sh -c "$1"; }' sh "${1:-}" < /dev/null
echo "fresh-root: passed on a fresh $codename in $(($(date +%s) - start)) s"
