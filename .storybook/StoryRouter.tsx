import { createContext, useContext, useState, type ComponentType, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

const Slot = createContext<ReactNode>(null);

function StorySlot() {
  return useContext(Slot);
}

/**
 * A data router in memory, like the app's (ScrollRestoration and route errors
 * need one), that matches every path so in-story links navigate without leaving
 * the story. The story arrives through context rather than as the route
 * element, so changing a control re-renders it without rebuilding the router.
 */
export function StoryRouter({ path, errorBoundary, children }: { path: string; errorBoundary?: ComponentType; children: ReactNode }) {
  // No boundary unless a story asks: a story that throws must fail its test, not show an error page.
  const [router] = useState(() =>
    createMemoryRouter([{ path: '*', Component: StorySlot, ErrorBoundary: errorBoundary }], { initialEntries: [path] }),
  );
  return (
    <Slot.Provider value={children}>
      <RouterProvider router={router} />
    </Slot.Provider>
  );
}
