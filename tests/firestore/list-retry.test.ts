// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { createSource } from '../../src/data/create-source';
import { connectAdmin, expectingFailure, TEST_PROJECT_ID } from '../support/firestore/clients';
import { renderRoute } from '../support/render-route';
import { startFirestoreServer } from '../../scripts/firestore/local-server';
import type { RunningFirestoreServer } from '../../scripts/firestore/local-server';

// A private server, so stopping it cannot disturb other test files.
let server: RunningFirestoreServer;
beforeAll(async () => {
  server = await startFirestoreServer();
});
afterEach(cleanup);
// jsdom has no scrolling; the layout's scroll restoration calls it.
window.scrollTo = () => {};
afterAll(() => server.stop());

async function seedBags() {
  const admin = connectAdmin(`${server.host}:${server.grpcPort}`);
  await admin.collection('Ladies Bag').doc('tote').set({ title: 'Jute Tote', des: 'Roomy', img: '/t.svg', price: 1549 });
  await admin.collection('Ladies Bag').doc('clutch').set({ title: 'Party Clutch', des: 'Small', img: '/c.svg', price: 899 });
  await admin.terminate();
}

it('shows a visible error with Retry on /LadiesBag while the server is gone, and the products once it is back', async () => {
  const source = createSource({ VITE_FIREBASE_PROJECT_ID: TEST_PROJECT_ID, VITE_FIRESTORE_EMULATOR_HOST: `${server.host}:${server.port}` });
  const { port, grpcPort } = server;
  await server.stop();
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});

  await expectingFailure(async () => {
    await renderRoute('/LadiesBag', { source });
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 10_000 });
    expect(retry.parentElement?.textContent).toMatch(/^Could not load the products: .+Retry$/);
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(logged.mock.calls.map(([line]) => String(line))).toContainEqual(
      expect.stringContaining('could not read collection "Ladies Bag"'),
    );

    server = await startFirestoreServer({ port, grpcPort });
    await seedBags();
    await userEvent.click(retry);
  });

  // A ceiling for a busy machine, inside the test's 30 s: the retry reads a server that has just restarted.
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2), { timeout: 15_000 });
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  const tote = screen.getAllByRole('article').find((card) => card.textContent?.includes('Jute Tote'))!;
  expect(within(tote).getByText(/1,549/)).toBeTruthy();
  logged.mockRestore();
});
