/*
 * interleave: time commands in turn, one run of each after the other,
 * round after round, so that a shared machine's drift (a neighbour's job,
 * a slower minute) falls on every command alike; hyperfine runs all of
 * one command's runs before the next's.  Not a test: make bench's.
 *
 *	interleave RUNS CMD [ARG...] [-- CMD [ARG...]]...
 *
 * Each command is started directly (posix_spawnp, no shell; a leading
 * NAME=VALUE word is put in its environment), its output thrown away, and
 * timed from start to its exit.  Three rounds warm the caches first.
 * Prints a line per command, in order: the median of its runs in
 * milliseconds, then its 10th percentile.  Exit 2 on bad use or when a
 * command cannot be started.
 */
#include <sys/wait.h>

#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define WARMUP	3
#define CMDS	256	/* commands at most */
#define ENVS	16	/* NAME=VALUE words before a command at most */

extern char **environ;

struct cmd {
	char	**argv;
	char	 *env[ENVS + 1];
	double	 *ms;
};

static int
cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

static double
now_ms(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

/* One run of c: how long it took, or -1 when it could not start. */
static double
run(const struct cmd *c, posix_spawn_file_actions_t *fa, char **envp)
{
	double t0;
	pid_t pid;
	int st;

	t0 = now_ms();
	if (posix_spawnp(&pid, c->argv[0], fa, NULL, c->argv, envp) != 0)
		return -1;
	while (waitpid(pid, &st, 0) == -1)
		continue;
	return now_ms() - t0;
}

int
main(int argc, char *argv[])
{
	static struct cmd cmds[CMDS];
	static char *envp[ENVS + 4096];
	posix_spawn_file_actions_t fa;
	char *end;
	long runs;
	size_t nc = 0, i, n, e;
	int r, k;
	double ms;

	if (argc < 3 || (runs = strtol(argv[1], &end, 10)) < 1 ||
	    *end != '\0' || runs > 100000) {
		fprintf(stderr, "usage: interleave RUNS CMD [ARG...] "
		    "[-- CMD [ARG...]]...\n");
		return 2;
	}
	for (k = 2; k < argc; k++) {
		if (nc == CMDS) {
			fprintf(stderr, "interleave: at most %d commands\n",
			    CMDS);
			return 2;
		}
		for (e = 0; k < argc && e < ENVS &&
		    strchr(argv[k], '=') != NULL; k++)
			cmds[nc].env[e++] = argv[k];
		if (k == argc || strcmp(argv[k], "--") == 0) {
			fprintf(stderr, "interleave: a command is missing\n");
			return 2;
		}
		cmds[nc].argv = &argv[k];
		while (k < argc && strcmp(argv[k], "--") != 0)
			k++;
		argv[k < argc ? k : argc] = NULL;
		if ((cmds[nc].ms = calloc((size_t)runs,
		    sizeof(double))) == NULL) {
			perror("interleave");
			return 2;
		}
		nc++;
	}
	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", O_RDONLY, 0);
	posix_spawn_file_actions_addopen(&fa, 1, "/dev/null", O_WRONLY, 0);
	posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", O_WRONLY, 0);
	for (r = -WARMUP; r < runs; r++)
		for (i = 0; i < nc; i++) {
			for (n = 0; cmds[i].env[n] != NULL; n++)
				envp[n] = cmds[i].env[n];
			for (e = 0; environ[e] != NULL &&
			    n < sizeof(envp) / sizeof(envp[0]) - 1; e++)
				envp[n++] = environ[e];
			envp[n] = NULL;
			if ((ms = run(&cmds[i], &fa, envp)) < 0) {
				fprintf(stderr, "interleave: cannot start %s\n",
				    cmds[i].argv[0]);
				return 2;
			}
			if (r >= 0)
				cmds[i].ms[r] = ms;
		}
	for (i = 0; i < nc; i++) {
		qsort(cmds[i].ms, (size_t)runs, sizeof(double), cmp_double);
		printf("%.4f %.4f\n", cmds[i].ms[runs / 2],
		    cmds[i].ms[runs / 10]);
	}
	return 0;
}
