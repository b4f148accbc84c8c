/** A benchmark's command-line flags: `--name N` numbers and `--json`. */
export function benchArgs(argv: readonly string[] = process.argv.slice(2)) {
  return {
    /** The number after `name`, or `fallback` when the flag is not given. */
    number: (name: string, fallback: number) => (argv.includes(name) ? Number(argv[argv.indexOf(name) + 1]) : fallback),
    json: argv.includes('--json'),
  };
}
