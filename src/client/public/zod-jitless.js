// Runs before the app's modules (a deferred classic script listed ahead of them in index.html):
// zod reads this object when it loads. jitless keeps zod from compiling parsers with
// `new Function`, which the page's CSP forbids; even zod's probe for it is reported as a CSP
// violation. It must be set before any module builds a schema, which a bundled module cannot
// guarantee (shared chunks run before the entry's own code).
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
