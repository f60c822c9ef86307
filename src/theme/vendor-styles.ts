// Stylesheets that third-party components (carousel, zoom viewer) need. Imported
// by the page's entry, so they arrive as one stylesheet in the <head> and the
// pre-rendered markup is styled before any script runs; Storybook imports it too.
import 'keen-slider/keen-slider.min.css';
import 'react-medium-image-zoom/dist/styles.css';
