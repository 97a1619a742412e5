import type { ChildProcess } from 'node:child_process';
import { createOwnDatabase, dropOwnDatabase } from '../support/own-test-database';
import { apiProcessEnv, freePort, killWorker, logged, startApiProcess } from '../support/due-subscriptions';

/**
 * Production and CI run on Node 24 LTS, but `npm install && npm start` must keep working on a
 * machine whose own Node is older (Node 20). `.ci/run` names the machine's Node in MACHINE_NODE
 * before it puts Node 24 first; run by hand, the test uses whatever `node` the machine has.
 */
jest.setTimeout(300_000);

const machineNode = process.env.MACHINE_NODE ?? 'node';
let api: ChildProcess | undefined;

beforeAll(createOwnDatabase);
afterAll(async () => {
  if (api) await killWorker(api, 'SIGTERM');
  await dropOwnDatabase();
});

it("starts the shop as `npm start` does, with its worker, on the machine's own Node and answers ready", async () => {
  const port = await freePort();
  api = startApiProcess(apiProcessEnv(port), { node: machineNode, bundled: true });
  await logged(api, 'Shop ready');
  const ready = await fetch(`http://127.0.0.1:${port}/health/ready`);
  expect(ready.status).toBe(200);
});
