/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** "true" (default) or "false": whether /loginx is offered in a production build. */
  readonly VITE_ENABLE_LOGINX?: string;
  /** "true" (default) or "false": whether a production build exposes window.__fraktAnalytics. */
  readonly VITE_EXPOSE_ANALYTICS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
