/*
 * maxrss: run a command and print its peak resident memory in KiB on
 * stderr (from wait4's rusage), for "make bench".
 * usage: maxrss COMMAND [ARG...]; exits with the command's status.
 */
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>

#include <stdio.h>
#include <unistd.h>

int
main(int argc, char *argv[])
{
	struct rusage ru;
	pid_t pid;
	int status;

	if (argc < 2) {
		fprintf(stderr, "usage: maxrss COMMAND [ARG...]\n");
		return 2;
	}
	if ((pid = fork()) == -1) {
		perror("maxrss: fork");
		return 2;
	}
	if (pid == 0) {
		execvp(argv[1], argv + 1);
		perror("maxrss: exec");
		_exit(127);
	}
	if (wait4(pid, &status, 0, &ru) == -1) {
		perror("maxrss: wait4");
		return 2;
	}
	fprintf(stderr, "%ld\n", ru.ru_maxrss);
	return WIFEXITED(status) ? WEXITSTATUS(status) : 2;
}
