import { chromeProps } from '../../src/shell/chrome-props';
import { catalogue, paths } from './site';

// The chrome's props from the config, by the same mapping SiteLayout uses.
const chrome = chromeProps(catalogue, paths);

export const navBarArgs = chrome.navBar;
export const topStripArgs = chrome.topStrip;
export const footerArgs = chrome.footer;
