import { describe, expect, it } from '@jest/globals';
import { labelRowCheckboxes } from './rowCheckboxLabels';

/** Just enough of an element for the rule (the console's unit tests run without a DOM; the browser tests check the real one). */
interface FakeElement {
  attributes: Record<string, string>;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  querySelector(): FakeElement | null;
}

const element = (attributes: Record<string, string>, input?: FakeElement): FakeElement => ({
  attributes: { ...attributes },
  getAttribute(name: string) {
    return this.attributes[name] ?? null;
  },
  setAttribute(name: string, value: string) {
    this.attributes[name] = value;
  },
  removeAttribute(name: string) {
    delete this.attributes[name];
  },
  querySelector: () => input ?? null,
});

describe(labelRowCheckboxes.name, () => {
  it("moves a row checkbox's label from its wrapper to the input", () => {
    const input = element({ type: 'checkbox' });
    const wrapper = element({ 'aria-label': 'Välj denna rad' }, input);
    let asked = '';
    labelRowCheckboxes({
      querySelectorAll: (selector: string) => ((asked = selector), [wrapper]),
    } as unknown as ParentNode);
    expect(asked).toBe('.select-item[aria-label]');
    expect(wrapper.attributes).toEqual({});
    expect(input.attributes).toEqual({ type: 'checkbox', 'aria-label': 'Välj denna rad' });
  });

  it('leaves a wrapper without an input as it is', () => {
    const wrapper = element({ 'aria-label': 'Välj denna rad' });
    labelRowCheckboxes({ querySelectorAll: () => [wrapper] } as unknown as ParentNode);
    expect(wrapper.attributes).toEqual({ 'aria-label': 'Välj denna rad' });
  });
});
