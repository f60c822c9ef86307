// The page's only script tag. The pre-rendered HTML paints first; the app
// (React, the router, the page's code) is fetched once the page has loaded,
// so none of it competes with the HTML, CSS and first image for bandwidth.
import '../theme/vendor-styles';
import { loadAnew } from './reload-once';

// The app's code missing: this HTML is a kept copy from an older release (see reload-once.ts).
const start = () =>
  void import('./main').catch((error: unknown) => {
    if (!loadAnew(location.href)) throw error;
  });

if (document.readyState === 'complete') start();
else window.addEventListener('load', start, { once: true });
