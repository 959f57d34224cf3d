import { Language } from '../context/request-context';
import { kernelMessages, KernelMessageCode, UNDEFINED_TEXT } from './kernel.messages';

/** A catalogue: message code → its Swedish and English text. */
export type MessageCatalogue = Record<string, Readonly<Record<Language, string>>>;

/**
 * Every code this program knows. The kernel declares its own; each service's catalogue file adds its codes
 * (`declare module '@freight/kernel' { interface MessageCodes extends Record<ShippingMessageCode, true> {} }`),
 * so a service type-checks against the kernel's codes plus its own, and the all-in-one against all of them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface MessageCodes extends Record<KernelMessageCode, true> {}

export type MessageCode = keyof MessageCodes & string;

export type MessageParams = Record<string, string | number>;

const texts = new Map<string, Readonly<Record<Language, string>>>();
const catalogues = new Map<string, MessageCatalogue>();

/**
 * Adds a catalogue to this process's texts; a service's catalogue file calls it when loaded, so every process
 * that loads the service (alone or in the all-in-one) renders its codes. A code two catalogues give different
 * texts is a mistake, refused at load rather than rendered one way or the other.
 */
export function registerMessages(name: string, catalogue: MessageCatalogue): void {
  for (const [code, entry] of Object.entries(catalogue)) {
    const known = texts.get(code);
    if (known && (known.sv !== entry.sv || known.en !== entry.en))
      throw new Error(`Message code ${code} of catalogue ${name} has other texts than an earlier catalogue's`);
  }
  for (const [code, entry] of Object.entries(catalogue)) texts.set(code, entry);
  catalogues.set(name, catalogue);
}

/** The catalogues this process has loaded, by name (the kernel's is 'kernel'). */
export function registeredCatalogues(): ReadonlyMap<string, MessageCatalogue> {
  return catalogues;
}

registerMessages('kernel', kernelMessages);

export function translate(code: MessageCode, language: Language, params: MessageParams = {}): string {
  const entry = texts.get(code);
  const template = entry?.[language] ?? entry?.en ?? UNDEFINED_TEXT[language];
  const text = template.replace(/\{(\w+)\}/g, (_, name: string) => (params[name] === undefined ? '' : String(params[name])));
  return text.replace(/\s+$/, '');
}

/** Whether this process renders the code (a code of a catalogue it has not loaded is not one). */
export function isMessageCode(code: string): code is MessageCode {
  return texts.has(code);
}
