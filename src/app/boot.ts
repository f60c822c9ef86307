// The page's only script tag. The pre-rendered HTML paints first; the app
// (React, the router, the page's code) is fetched once the page has loaded,
// so none of it competes with the HTML, CSS and first image for bandwidth.
import '../theme/vendor-styles';

const start = () => void import('./main');

if (document.readyState === 'complete') start();
else window.addEventListener('load', start, { once: true });
