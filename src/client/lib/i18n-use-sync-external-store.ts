// What the build gives react-i18next for `use-sync-external-store/shim` (vite.config.ts). On React 18
// and later that package's shim exports React's own useSyncExternalStore; its fallback for older
// React is dead code on React 19, 0.2 KB gzip on every first load.
export { useSyncExternalStore } from 'react';
