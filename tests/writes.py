#!/usr/bin/env python3
"""writes.py < CMDS: run each command of CMDS (one a line, split as the
shell splits words, no other shell syntax) with stdout a socket that
keeps each write(2) apart (AF_UNIX, SOCK_SEQPACKET), stdin /dev/null, and
print "WRITES BYTES STATUS CMD" for each.

A pipe joins writes, so only such a socket tells one write from two; and
two matter: a reader that quits after the first line (head -1) kills the
writer of a second with SIGPIPE, which pipefail turns into exit 141."""
import shlex
import socket
import subprocess
import sys

for line in sys.stdin:
    argv = shlex.split(line)
    if not argv:
        continue
    a, b = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
    a.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 1 << 20)
    b.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 1 << 20)
    with subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=b) as p:
        b.close()
        writes = nbytes = 0
        while True:
            m = a.recv(1 << 20)
            if not m:
                break
            writes += 1
            nbytes += len(m)
        a.close()
        status = p.wait()
    print(writes, nbytes, status if status >= 0 else 128 - status,
          shlex.join(argv), flush=True)
