// Preloaded (`--import`) into the service when profiling. Nest's shutdown hooks end the process by
// re-raising SIGTERM, and a process killed by a signal never writes its `--cpu-prof` profile; an
// orderly process.exit() does.
process.on('SIGUSR2', () => process.exit(0));
