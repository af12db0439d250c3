/**
 * Cookie in which the browser tells the server the interface language it shows (the choice itself
 * lives in localStorage, which the server cannot read). The server names that language's texts
 * in the HTML of the first pages, so they download with the page's code (issue 10). Not a
 * secret and not used for anything else: server texts follow Accept-Language.
 */
export const LANGUAGE_COOKIE = 'hx_lang';
