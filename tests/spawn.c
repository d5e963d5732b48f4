/*
 * spawn.c: wordkit_spawn, a builtin bash loads (enable -f) so that the
 * suite's run starts a program as $(exec PROGRAM) would, without forking
 * the test's shell.  tests/helper/run.bash loads it; not a tool.
 *
 *	wordkit_spawn [-m | -2 FILE] [-k] [-p PATH] OUT STATUS ARG0 [ARG...]
 *
 * Runs PATH (ARG0 when no -p) with ARG0 ARG... as its argv and the
 * shell's exported variables (those of a command's prefix too) as its
 * environment, its standard output read into the variable OUT as $(...)
 * reads it: its NUL bytes left out, with the same warning, and its
 * trailing newlines (kept with -k).  Its standard error is the shell's,
 * goes into OUT as well with -m, or is appended to FILE with -2.  STATUS
 * is set to its exit status, 128 + N when signal N ended it.  Everything
 * else is the shell's: standard input, the other open descriptors, the
 * folder, umask and limits.
 *
 * Why: a fork copies the shell's page tables and marks its pages
 * copy-on-write, and under bats the test's shell then writes to dozens of
 * them (its DEBUG trap runs before every command), each a fault.  In a
 * test a program run by $(exec ...) cost 7 to 10 ms here, by posix_spawn
 * (glibc's is a vfork: the child borrows the shell's memory until it
 * execs) 2 to 2.5 ms.
 *
 * Returns 0 when the program ran, 1 when it could not be started (no
 * message, nothing set: run.bash then runs it by $(exec ...), which says
 * why as bash says it, and runs a script with no #! line as bash does),
 * 2 on a usage error.
 */
#include <config.h>

#include <sys/wait.h>

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "builtins.h"
#include "shell.h"
#include "bashgetopt.h"
#include "common.h"

/* The program's output, read to its end; NUL bytes are left out. */
static char *
read_all(int fd, size_t *lenp, int *nul)
{
	size_t len = 0, cap = 4096;
	char *buf = xmalloc(cap), *s, *d, *e;
	ssize_t r;

	*nul = 0;
	for (;;) {
		if (cap - len < 1024)
			buf = xrealloc(buf, cap *= 2);
		r = read(fd, buf + len, cap - len - 1);
		if (r == -1 && errno == EINTR)
			continue;
		if (r <= 0)
			break;
		for (s = d = buf + len, e = s + r; s < e; s++) {
			if (*s != '\0')
				*d++ = *s;
			else
				*nul = 1;
		}
		len = d - buf;
	}
	*lenp = len;
	return buf;
}

static int
wordkit_spawn_builtin(WORD_LIST *list)
{
	posix_spawn_file_actions_t fa;
	posix_spawnattr_t at;
	sigset_t none, chld, old;
	const char *errfile = NULL, *path = NULL;
	char *out, *status, **argv, *buf, num[16];
	int opt, merge = 0, keep = 0, p[2], err, st, nul;
	size_t len;
	pid_t pid;
	WORD_LIST *w;
	int n;

	reset_internal_getopt();
	while ((opt = internal_getopt(list, "m2:kp:")) != -1) {
		switch (opt) {
		case 'm':
			merge = 1;
			break;
		case '2':
			errfile = list_optarg;
			break;
		case 'k':
			keep = 1;
			break;
		case 'p':
			path = list_optarg;
			break;
		CASE_HELPOPT;
		default:
			builtin_usage();
			return EX_USAGE;
		}
	}
	list = loptend;
	if (merge && errfile != NULL)
		list = NULL;
	if (list == NULL || list->next == NULL || list->next->next == NULL) {
		builtin_usage();
		return EX_USAGE;
	}
	out = list->word->word;
	status = list->next->word->word;
	list = list->next->next;
	if (path == NULL)
		path = list->word->word;

	argv = xmalloc((list_length(list) + 1) * sizeof(*argv));
	for (n = 0, w = list; w != NULL; w = w->next)
		argv[n++] = w->word->word;
	argv[n] = NULL;
	if (pipe2(p, O_CLOEXEC) == -1) {
		free(argv);
		return EXECUTION_FAILURE;
	}
	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_adddup2(&fa, p[1], 1);
	if (merge)
		posix_spawn_file_actions_adddup2(&fa, p[1], 2);
	else if (errfile != NULL)
		posix_spawn_file_actions_addopen(&fa, 2, errfile,
		    O_WRONLY | O_APPEND | O_CREAT, 0666);
	/* The mask the shell started with, as a subshell restores it. */
	posix_spawnattr_init(&at);
	sigemptyset(&none);
	posix_spawnattr_setsigmask(&at, &none);
	posix_spawnattr_setflags(&at, POSIX_SPAWN_SETSIGMASK);

	/*
	 * bash reaps any child its SIGCHLD handler hears of: held until the
	 * program is waited for here, the signal then finds none.
	 */
	sigemptyset(&chld);
	sigaddset(&chld, SIGCHLD);
	sigprocmask(SIG_BLOCK, &chld, &old);
	maybe_make_export_env();
	err = posix_spawn(&pid, path, &fa, &at, argv, export_env);
	posix_spawn_file_actions_destroy(&fa);
	posix_spawnattr_destroy(&at);
	free(argv);
	close(p[1]);
	if (err != 0) {
		close(p[0]);
		sigprocmask(SIG_SETMASK, &old, NULL);
		return EXECUTION_FAILURE;
	}
	buf = read_all(p[0], &len, &nul);
	close(p[0]);
	while (waitpid(pid, &st, 0) == -1 && errno == EINTR)
		;
	sigprocmask(SIG_SETMASK, &old, NULL);

	if (nul)
		internal_warning("command substitution: ignored null byte in input");
	if (!keep)
		while (len > 0 && buf[len - 1] == '\n')
			len--;
	buf[len] = '\0';
	bind_variable(out, buf, 0);
	free(buf);
	snprintf(num, sizeof(num), "%d", WIFSIGNALED(st) ?
	    128 + WTERMSIG(st) : WEXITSTATUS(st));
	bind_variable(status, num, 0);
	return EXECUTION_SUCCESS;
}

static char *wordkit_spawn_doc[] = {
	"Run a program, its output read into a variable, without a fork.",
	"",
	"Runs PATH (ARG0 by default) with ARG0 ARG... as $(exec ...) would,",
	"its output into OUT (-m: with its standard error; -2 FILE: that",
	"appended to FILE; -k: trailing newlines kept), its status into",
	"STATUS.  Returns 1 when the program could not be started.",
	NULL
};

struct builtin wordkit_spawn_struct = {
	"wordkit_spawn",
	wordkit_spawn_builtin,
	BUILTIN_ENABLED,
	wordkit_spawn_doc,
	"wordkit_spawn [-m | -2 file] [-k] [-p path] out status arg0 [arg ...]",
	0
};
