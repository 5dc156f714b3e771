import type { FastifyInstance } from 'fastify';

/** A download read the way a slow client reads it: one chunk, then nothing until asked. */
export interface HeldDownload {
  statusCode: number;
  /** Reads the rest and answers the whole body; rejects when the server breaks the download off. */
  finish(): Promise<Buffer>;
  /** Without reading further: null once the body ended whole, or the error that broke it off. */
  outcome(): Promise<Error | null>;
}

/**
 * Starts `GET url` and reads its first chunk of body only: the server then writes until the
 * buffers between it and this reader are full, and waits (inject with payloadAsStream passes
 * backpressure on, as a socket does, through buffers of a few KB rather than a socket's MBs).
 */
export async function holdDownload(app: FastifyInstance, cookie: string, url: string): Promise<HeldDownload> {
  const res = await app.inject({ method: 'GET', url, headers: { cookie }, payloadAsStream: true });
  const body = res.stream();
  const chunks: Buffer[] = [];
  let failure: Error | null = null;
  let ended = false;
  const settled = new Promise<void>((resolve) => {
    body.once('end', () => {
      ended = true;
      resolve();
    });
    body.once('error', (error) => {
      failure = error;
      resolve();
    });
    body.once('close', () => resolve());
  });
  await new Promise<void>((resolve) => {
    body.once('data', (chunk: Buffer) => {
      chunks.push(chunk);
      body.pause();
      resolve();
    });
    void settled.then(resolve);
  });
  return {
    statusCode: res.statusCode,
    finish: async () => {
      body.on('data', (chunk: Buffer) => chunks.push(chunk));
      body.resume();
      await settled;
      if (failure) throw failure;
      if (!ended) throw new Error('the download was closed before its end');
      return Buffer.concat(chunks);
    },
    outcome: async () => {
      await settled;
      return failure ?? (ended ? null : new Error('the download was closed before its end'));
    },
  };
}
