/** The react-admin app, loaded once: on a signed-in first load, or as soon as a visitor starts signing in. */
let app: Promise<typeof import('../App')> | undefined;

export const loadApp = () => (app ??= import('../App'));
