import type { AppConfig, CoreConfig } from './app-config.types';
import type { ConfigReader } from './config-reader';

/**
 * One service's settings (shipping's webhook secrets, content's SMTP relay...), defined in the service and read
 * by `loadConfig` with the kernel's settings, so every variable of the process is validated once at start.
 */
export interface ConfigSection<T> {
  readonly name: string;
  /** Nest injection token: `@Inject(section.token)` gives the section's value in any module of the process. */
  readonly token: symbol;
  /** The section's value in a loaded configuration. */
  of(config: AppConfig): T;
}

type SectionReader = (reader: ConfigReader, core: CoreConfig) => unknown;

const sections = new Map<string, { token: symbol; read: SectionReader }>();

/**
 * Defines and registers a section when the service's config file is loaded, so `loadConfig` in a process that
 * runs the service (alone or in the all-in-one) reads it, and a process without the service does not.
 */
export function defineConfigSection<T>(name: string, read: (reader: ConfigReader, core: CoreConfig) => T): ConfigSection<T> {
  const token = sections.get(name)?.token ?? Symbol(`config:${name}`);
  sections.set(name, { token, read });
  return {
    name,
    token,
    of(config: AppConfig): T {
      if (!(name in config.sections)) throw new Error(`Config section ${name} was not loaded: load the service before calling loadConfig`);
      return config.sections[name] as T;
    },
  };
}

/** Reads every registered section; problems go to the reader's list. */
export function readConfigSections(reader: ConfigReader, core: CoreConfig): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, section] of sections) values[name] = Object.freeze(section.read(reader, core));
  return values;
}

/** Name → injection token of every registered section (ConfigModule provides each one loaded). */
export function configSectionTokens(): ReadonlyMap<string, symbol> {
  return new Map([...sections].map(([name, section]) => [name, section.token]));
}
