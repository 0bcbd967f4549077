import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import './shared/fonts';
import { isPortalPage, startPortalRequests } from './collectors/early-requests';
import { CollectorsApp, routes } from './routes';
import { theme } from './shared/theme';

// Normally early.ts (its own script) has already started them; under the development server it has not.
startPortalRequests();

const router = createBrowserRouter(routes);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const render = () =>
  createRoot(container).render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <RouterProvider router={router} />
      </ThemeProvider>
    </StrictMode>,
  );

// On a portal page the portal chunk is already on its way (early.ts started it): the first render waits for it and
// shows the page, not a loader that React would then keep on screen for its reveal throttle. A chunk that fails to
// load is reported by the route's error page, as before.
if (isPortalPage(window.location.pathname))
  void CollectorsApp.preload()
    .catch(() => undefined)
    .then(render);
else render();
