const silenced = ['log', 'info', 'debug', 'trace', 'warn', 'table', 'dir'] as const;

/** Production builds log nothing to the console (SPEC.md section 9); errors stay visible. */
export function disableConsoleLogging(target: Console = console): void {
  const noop = () => undefined;
  for (const method of silenced) target[method] = noop;
}
