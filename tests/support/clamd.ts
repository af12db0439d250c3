import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const CLAMD_BINARY = '/usr/sbin/clamd';

/**
 * The EICAR anti-virus test file: harmless, and detected by every scanner by agreement. Built
 * from two halves so this source file itself is not the test file.
 */
export const EICAR = Buffer.from(`X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-${'STANDARD-ANTIVIRUS-TEST-FILE!$H+H*'}`);

/**
 * Debian's real clamd on a temporary socket. There is no internet for freshclam here, so it
 * loads a signature database written on the spot: the EICAR signature in ClamAV's .ndb format
 * (Name:TargetType:Offset:HexSignature; offset * = anywhere in the file). That exercises the real daemon and its protocol;
 * production runs freshclam for the official signatures.
 */
export async function startClamd(): Promise<{ socket: string; stop: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'helvetax-clamd-'));
  const socket = path.join(dir, 'clamd.sock');
  await mkdir(path.join(dir, 'db'));
  await writeFile(path.join(dir, 'db', 'eicar.ndb'), `Eicar-Test-Signature:0:*:${EICAR.toString('hex')}\n`);
  await writeFile(
    path.join(dir, 'clamd.conf'),
    [
      `LocalSocket ${socket}`,
      `DatabaseDirectory ${path.join(dir, 'db')}`,
      `TemporaryDirectory ${dir}`,
      `LogFile ${path.join(dir, 'clamd.log')}`,
      'Foreground yes',
      // Uploads may be up to 50 MB; clamd's default stream limit is 25 MB.
      'StreamMaxLength 60M',
      'SelfCheck 3600',
    ].join('\n') + '\n',
  );
  const child: ChildProcess = spawn(CLAMD_BINARY, ['-c', path.join(dir, 'clamd.conf')], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await rm(dir, { recursive: true, force: true });
  };
  // clamd opens its socket once the signatures are loaded: wait until it answers PING.
  const deadline = Date.now() + 60_000;
  while (!(await answersPing(socket))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const log = await readFile(path.join(dir, 'clamd.log'), 'utf8').catch(() => '');
      await stop();
      throw new Error(`clamd did not start: ${log.split('\n').slice(-5).join(' | ')}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { socket, stop };
}

function answersPing(socket: string): Promise<boolean> {
  if (!existsSync(socket)) return Promise.resolve(false);
  return new Promise((resolve) => {
    const client = createConnection({ path: socket });
    let answer = '';
    client.setTimeout(2000, () => client.destroy());
    client.on('connect', () => client.end('zPING\0'));
    client.on('data', (d) => (answer += d.toString()));
    client.on('close', () => resolve(answer.startsWith('PONG')));
    client.on('error', () => resolve(false));
  });
}
