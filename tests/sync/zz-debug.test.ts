import { it } from 'vitest';
import { createDevice, createFakeClock } from './helpers/device';
import { createFaultFetch } from './helpers/fault-fetch';

it('debug', async () => {
  const faults = createFaultFetch();
  faults.offline = true;
  const clock = createFakeClock();
  const d = createDevice({ baseUrl: 'http://127.0.0.1:9/', token: () => 'x', fetch: faults.fetch, clock });
  const sleep = clock.sleep;
  let n = 0;
  const t = Date.now();
  clock.sleep = async (ms) => { await sleep(ms); n++; if (n >= 300) faults.offline = false; if (n>=300) await d.engine.stop(); };
  d.engine.start();
  await d.engine.whenIdle();
  console.log('iterations', n, 'ms', Date.now() - t, clock.slept.slice(0, 15));
}, 120_000);
