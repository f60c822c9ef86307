/**
 * The least a React 19 + React Router 7 page can be: the same libraries and
 * client rendering as the site, nothing else, so its cost is the floor.
 */
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';

function Home() {
  return (
    <main>
      <h1>Sarees and ethnic wear</h1>
      <p>Handloom, cotton and silk sarees, kurtis and lehengas, at our two showrooms in Nadia, West Bengal.</p>
    </main>
  );
}

const router = createBrowserRouter([{ path: '/', element: <Home /> }]);

createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);
