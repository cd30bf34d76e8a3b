/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { imageCommand } from './image.mjs';

it.each(['api.Dockerfile', 'games-origin.Dockerfile', 'edge.Dockerfile'])(
  '%s runs a compiled server with this Node.js',
  (dockerfile) => {
    const text = readFileSync(path.join(__dirname, '../../deploy/docker', dockerfile), 'utf8');
    const command = imageCommand(text, '/usr/bin/node20');
    expect(command[0]).toBe('/usr/bin/node20');
    expect(command.at(-1)).toMatch(/\.js$/);
  },
);

it('takes the final stage’s CMD and keeps a command that is not node', () => {
  const text = 'FROM a AS build\nCMD ["node", "build.js"]\nFROM nginx\nCMD ["nginx", "-g", "daemon off;"]\n';
  expect(imageCommand(text, '/node')).toEqual(['nginx', '-g', 'daemon off;']);
});

it('refuses a Dockerfile without an exec-form CMD', () => {
  expect(() => imageCommand('FROM node:20\n', '/node')).toThrow('no CMD');
  expect(() => imageCommand('FROM node:20\nCMD node server.js\n', '/node')).toThrow();
  expect(() => imageCommand('FROM node:20\nCMD "node server.js"\n', '/node')).toThrow('exec form');
});
