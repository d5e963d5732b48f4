/*
 * empty: a program that does nothing, built and linked as the tools are
 * (static musl, the same flags): what starting a process costs at the
 * least, the floor "make bench" holds a tool's start-up against.
 */
int
main(void)
{
	return 0;
}
