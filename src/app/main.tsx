import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import catalogue from 'virtual:catalogue';
import { createSource } from '../data/create-source';
import { Providers } from './Providers';
import { routeObjects } from './router';

const router = createBrowserRouter(routeObjects(catalogue));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers catalogue={catalogue} source={createSource(import.meta.env)}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
