/// <reference types="vite/client" />

interface ImportMetaEnv {
    /** "true" (default) or "false": whether /loginx is offered in a production build. */
    readonly VITE_ENABLE_LOGINX?: string;
}

interface ImportMeta {
    readonly env: ImportMetaEnv;
}
