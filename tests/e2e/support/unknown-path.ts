/**
 * A path no shop registers: hosting answers it with 404.html. On its own (not in screen.ts, which
 * reads the specification's shop) so the fixtures and the smoke run of any shop stay free of that file.
 */
export const UNKNOWN_PATH = '/no-such-page-here';
