// What a service's image runs: the last exec-form CMD of its Dockerfile, with `node` being this Node.js, so the
// topology starts each process exactly as its container would.
export function imageCommand(dockerfileText, execPath = process.execPath) {
  const line = dockerfileText.split('\n').findLast((entry) => entry.startsWith('CMD '));
  if (!line) throw new Error('the Dockerfile has no CMD');
  const command = JSON.parse(line.slice(4));
  if (!Array.isArray(command)) throw new Error(`CMD is not in exec form: ${line}`);
  return command[0] === 'node' ? [execPath, ...command.slice(1)] : command;
}
