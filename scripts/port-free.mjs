import { createServer } from 'node:net';

/**
 * Whether nothing listens on 127.0.0.1:`port`. A benchmark's server left running by a stopped
 * run keeps its port; a new run's own server then fails to start, and the old one (with the old
 * run's data) answers the new run unnoticed.
 */
export function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)))
      .listen(port, '127.0.0.1');
  });
}
