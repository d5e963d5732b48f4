/*
 * argspy: a tool's stand-in beside a copy of journal, for the tests of a
 * replay: appends the command line it was run with, as every user of the
 * system reads it (/proc/self/cmdline, each NUL a blank), as a line to the
 * file $ARGSPY_LOG, then runs $ARGSPY_TOOL with the same arguments and
 * environment.
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

int
main(int argc, char *argv[])
{
	const char *log = getenv("ARGSPY_LOG"), *tool = getenv("ARGSPY_TOOL");
	char buf[65536];
	ssize_t n, i;
	int fd, out;

	(void)argc;
	if (log == NULL || tool == NULL) {
		fprintf(stderr, "argspy: ARGSPY_LOG and ARGSPY_TOOL are needed\n");
		return 2;
	}
	if ((fd = open("/proc/self/cmdline", O_RDONLY)) == -1 ||
	    (n = read(fd, buf, sizeof(buf) - 1)) <= 0 ||
	    (out = open(log, O_WRONLY | O_CREAT | O_APPEND, 0600)) == -1) {
		perror("argspy");
		return 2;
	}
	for (i = 0; i < n; i++)
		if (buf[i] == '\0')
			buf[i] = i == n - 1 ? '\n' : ' ';
	if (write(out, buf, (size_t)n) != n) {
		perror("argspy");
		return 2;
	}
	close(out);
	close(fd);
	execv(tool, argv);
	perror("argspy: exec");
	return 2;
}
